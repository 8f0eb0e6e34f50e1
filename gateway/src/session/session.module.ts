import { Global, Module } from '@nestjs/common';
import { SessionLifecycle } from './session-lifecycle';
import { SessionMiddleware } from './session.middleware';
import { SignedInGuard } from './signed-in.guard';
import { UserSessions } from './user-sessions';

@Global()
@Module({
  providers: [SessionMiddleware, UserSessions, SessionLifecycle, SignedInGuard],
  exports: [SessionMiddleware, UserSessions, SessionLifecycle, SignedInGuard],
})
export class SessionModule {}
