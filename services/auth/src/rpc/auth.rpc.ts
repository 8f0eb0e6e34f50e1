import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Actor } from '@sorsi/kit';
import { type Actor as ActingUser, AuthRpc, type RpcReply, type RpcRequest } from '@sorsi/proto';
import { HealthService } from '../services/health.service';
import { UsersService } from '../services/users.service';

type Request<K extends keyof typeof AuthRpc> = RpcRequest<(typeof AuthRpc)[K]>;
type Reply<K extends keyof typeof AuthRpc> = Promise<RpcReply<(typeof AuthRpc)[K]>>;

/**
 * The auth service's RPC handlers. Payloads arrive validated against the proto contracts; the account
 * acted on is always the acting user's own (from the request envelope, set by the gateway from the session).
 */
@Controller()
export class AuthRpcController {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(HealthService) private readonly health: HealthService,
  ) {}

  /** Called by the gateway's sign-in callback, before any session (so without an actor). */
  @MessagePattern(AuthRpc.signIn.pattern)
  signIn(@Payload() profile: Request<'signIn'>): Reply<'signIn'> {
    return this.users.signIn(profile);
  }

  @MessagePattern(AuthRpc.getUser.pattern)
  getUser(@Actor() actor: ActingUser): Reply<'getUser'> {
    return this.users.getUser(actor.userId);
  }

  @MessagePattern(AuthRpc.updateProfile.pattern)
  updateProfile(@Payload() data: Request<'updateProfile'>, @Actor() actor: ActingUser): Reply<'updateProfile'> {
    return this.users.updateProfile(actor.userId, data.changes);
  }

  @MessagePattern(AuthRpc.acceptTos.pattern)
  acceptTos(@Actor() actor: ActingUser): Reply<'acceptTos'> {
    return this.users.acceptTos(actor.userId);
  }

  @MessagePattern(AuthRpc.deactivate.pattern)
  async deactivate(@Actor() actor: ActingUser): Reply<'deactivate'> {
    await this.users.deactivate(actor.userId);
    return { ok: true };
  }

  @MessagePattern(AuthRpc.deleteAccount.pattern)
  async deleteAccount(@Payload() data: Request<'deleteAccount'>, @Actor() actor: ActingUser): Reply<'deleteAccount'> {
    await this.users.deleteAccount(actor.userId, data.confirmationPhrase);
    return { ok: true };
  }

  @MessagePattern(AuthRpc.ping.pattern)
  ping(): Reply<'ping'> {
    return this.health.ping();
  }
}
