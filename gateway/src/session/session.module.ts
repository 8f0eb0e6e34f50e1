import { Global, Module } from '@nestjs/common';
import { CurrentUsers } from './current-users';
import { SessionCache } from './session-cache';
import { SessionLifecycle } from './session-lifecycle';
import { Sessions } from './sessions';
import { SignedInGuard } from './signed-in.guard';
import { UserSessions } from './user-sessions';

@Global()
@Module({
  providers: [SessionCache, Sessions, UserSessions, SessionLifecycle, SignedInGuard, CurrentUsers],
  exports: [SessionCache, Sessions, UserSessions, SessionLifecycle, SignedInGuard, CurrentUsers],
})
export class SessionModule {}
