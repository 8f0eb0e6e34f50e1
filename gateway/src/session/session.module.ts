import { Global, Module } from '@nestjs/common';
import { CurrentUsers } from './current-users';
import { SessionLifecycle } from './session-lifecycle';
import { Sessions } from './sessions';
import { SignedInGuard } from './signed-in.guard';
import { UserSessions } from './user-sessions';

@Global()
@Module({
  providers: [Sessions, UserSessions, SessionLifecycle, SignedInGuard, CurrentUsers],
  exports: [Sessions, UserSessions, SessionLifecycle, SignedInGuard, CurrentUsers],
})
export class SessionModule {}
