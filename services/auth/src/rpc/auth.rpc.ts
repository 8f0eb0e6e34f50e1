import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Actor } from '@sorsi/kit';
import { AuthRpc, type RpcReply, type RpcRequest } from '@sorsi/proto';
import { UsersService } from '../services/users.service';

type Request<K extends keyof typeof AuthRpc> = RpcRequest<(typeof AuthRpc)[K]>;
type Reply<K extends keyof typeof AuthRpc> = Promise<RpcReply<(typeof AuthRpc)[K]>>;

/**
 * The auth service's RPC handlers. Payloads arrive validated against the proto contracts; every call but
 * sign-in acts on the acting person's own account, named by the request envelope (the gateway sets it
 * from the session), never by the payload.
 */
@Controller()
export class AuthRpcController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  /** Called by the gateway's sign-in callback, before any session (so without an actor). */
  @MessagePattern(AuthRpc.signIn.pattern)
  signIn(@Payload() profile: Request<'signIn'>): Reply<'signIn'> {
    return this.users.signIn(profile);
  }

  @MessagePattern(AuthRpc.contacts.pattern)
  contacts(@Payload() request: Request<'contacts'>, @Actor() actor: Actor): Reply<'contacts'> {
    return this.users.contacts(actor, request.ids);
  }

  @MessagePattern(AuthRpc.rights.pattern)
  async rights(@Actor() actor: Actor): Reply<'rights'> {
    return { isAdmin: await this.users.isAdmin(actor.userId) };
  }

  @MessagePattern(AuthRpc.getUser.pattern)
  getUser(@Actor() actor: Actor): Reply<'getUser'> {
    return this.users.getUser(actor.userId);
  }

  @MessagePattern(AuthRpc.updateProfile.pattern)
  updateProfile(@Payload() request: Request<'updateProfile'>, @Actor() actor: Actor): Reply<'updateProfile'> {
    return this.users.updateProfile(actor.userId, request.changes);
  }

  @MessagePattern(AuthRpc.acceptTos.pattern)
  acceptTos(@Actor() actor: Actor): Reply<'acceptTos'> {
    return this.users.acceptTos(actor.userId);
  }

  @MessagePattern(AuthRpc.deactivate.pattern)
  async deactivate(@Actor() actor: Actor): Reply<'deactivate'> {
    await this.users.deactivate(actor.userId);
    return { ok: true };
  }

  @MessagePattern(AuthRpc.exportProfile.pattern)
  exportProfile(@Actor() actor: Actor): Reply<'exportProfile'> {
    return this.users.exportProfile(actor.userId);
  }

  @MessagePattern(AuthRpc.deleteAccount.pattern)
  async deleteAccount(@Payload() request: Request<'deleteAccount'>, @Actor() actor: Actor): Reply<'deleteAccount'> {
    await this.users.deleteAccount(actor.userId, request.confirmationPhrase);
    return { ok: true };
  }
}
