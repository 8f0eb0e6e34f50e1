import { Controller, Inject } from '@nestjs/common';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import { BullmqContext } from '@sorsi/kit';
import { AppError, AuthRpc, type RpcReply, type RpcRequest } from '@sorsi/proto';
import { HealthService } from '../services/health.service';
import { UsersService } from '../services/users.service';

/**
 * The auth service's RPC handlers. Payloads arrive validated against the proto contracts; the acting
 * user (set by the gateway from the session) may only act on their own account.
 */
@Controller()
export class AuthRpcController {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(HealthService) private readonly health: HealthService,
  ) {}

  /** Called by the gateway's sign-in callback, before any session (so without an actor). */
  @MessagePattern(AuthRpc.signIn.pattern)
  signIn(@Payload() profile: RpcRequest<typeof AuthRpc.signIn>): Promise<RpcReply<typeof AuthRpc.signIn>> {
    return this.users.signIn(profile);
  }

  @MessagePattern(AuthRpc.getUser.pattern)
  getUser(
    @Payload() data: RpcRequest<typeof AuthRpc.getUser>,
    @Ctx() ctx: BullmqContext,
  ): Promise<RpcReply<typeof AuthRpc.getUser>> {
    assertActsFor(ctx, data.userId);
    return this.users.getUser(data.userId);
  }

  @MessagePattern(AuthRpc.updateProfile.pattern)
  updateProfile(
    @Payload() data: RpcRequest<typeof AuthRpc.updateProfile>,
    @Ctx() ctx: BullmqContext,
  ): Promise<RpcReply<typeof AuthRpc.updateProfile>> {
    assertActsFor(ctx, data.userId);
    return this.users.updateProfile(data.userId, data.changes);
  }

  @MessagePattern(AuthRpc.acceptTos.pattern)
  acceptTos(
    @Payload() data: RpcRequest<typeof AuthRpc.acceptTos>,
    @Ctx() ctx: BullmqContext,
  ): Promise<RpcReply<typeof AuthRpc.acceptTos>> {
    assertActsFor(ctx, data.userId);
    return this.users.acceptTos(data.userId);
  }

  @MessagePattern(AuthRpc.deactivate.pattern)
  async deactivate(
    @Payload() data: RpcRequest<typeof AuthRpc.deactivate>,
    @Ctx() ctx: BullmqContext,
  ): Promise<RpcReply<typeof AuthRpc.deactivate>> {
    assertActsFor(ctx, data.userId);
    await this.users.deactivate(data.userId);
    return { ok: true };
  }

  @MessagePattern(AuthRpc.deleteAccount.pattern)
  async deleteAccount(
    @Payload() data: RpcRequest<typeof AuthRpc.deleteAccount>,
    @Ctx() ctx: BullmqContext,
  ): Promise<RpcReply<typeof AuthRpc.deleteAccount>> {
    assertActsFor(ctx, data.userId);
    await this.users.deleteAccount(data.userId, data.confirmationPhrase);
    return { ok: true };
  }

  @MessagePattern(AuthRpc.ping.pattern)
  ping(): Promise<RpcReply<typeof AuthRpc.ping>> {
    return this.health.ping();
  }
}

/** Internal callers pass no actor; a signed-in actor may only touch their own account. */
function assertActsFor(ctx: BullmqContext, userId: string): void {
  const actor = ctx.actor;
  if (actor && actor.userId !== userId) throw new AppError('FORBIDDEN', 'You may only act on your own account');
}
