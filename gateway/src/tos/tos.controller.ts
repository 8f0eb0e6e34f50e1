import { Controller, Inject } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { AuthRpc, Routes, type User } from '@sorsi/proto';
import { Route } from '../http/route.decorator';
import { type SignedInCall, SignedInCaller } from '../rpc/call-options';
import { CurrentUsers } from '../session/current-users';

@Controller()
export class TosController {
  constructor(
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
    private readonly users: CurrentUsers,
  ) {}

  /** Records acceptance of the terms; answers the user (needsTos now false). */
  @Route(Routes.tos.accept)
  accept(@SignedInCaller() caller: SignedInCall): Promise<User> {
    return this.users.afterChange(caller.actor.userId, this.rpc.call(AuthRpc.acceptTos, {}, caller));
  }
}
