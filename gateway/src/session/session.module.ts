import { Global, Module } from '@nestjs/common';
import { CurrentUsers } from './current-users';
import { SessionLifecycle } from './session-lifecycle';
import { SessionMiddleware } from './session.middleware';
import { SignedInGuard } from './signed-in.guard';
import { UserSessions } from './user-sessions';

@Global()
@Module({
  providers: [SessionMiddleware, UserSessions, SessionLifecycle, SignedInGuard, CurrentUsers],
  exports: [SessionMiddleware, UserSessions, SessionLifecycle, SignedInGuard, CurrentUsers],
})
export class SessionModule {}
