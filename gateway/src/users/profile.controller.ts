import { Body, Controller, Inject } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { AuthRpc, Routes, type UpdateProfileBody, type User } from '@sorsi/proto';
import { Route } from '../http/route.decorator';
import { type SignedInCall, SignedInCaller } from '../rpc/call-options';
import { CurrentUsers } from '../session/current-users';

@Controller()
export class ProfileController {
  constructor(
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
    private readonly users: CurrentUsers,
  ) {}

  /** firstName, lastName, username; a taken username is 409 (CONFLICT from auth). */
  @Route(Routes.profile.update)
  updateProfile(@Body() changes: UpdateProfileBody, @SignedInCaller() caller: SignedInCall): Promise<User> {
    return this.users.afterChange(caller.actor.userId, this.rpc.call(AuthRpc.updateProfile, { changes }, caller));
  }
}
