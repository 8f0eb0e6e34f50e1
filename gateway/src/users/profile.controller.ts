import { Body, Controller, Inject, Patch, UseGuards } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { AuthRpc, type UpdateProfileBody, UpdateProfileBodySchema, type User } from '@sorsi/proto';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { type SignedInCall, SignedInCaller } from '../rpc/call-options';
import { SignedInGuard } from '../session/signed-in.guard';

@Controller('api/users')
@UseGuards(SignedInGuard)
export class ProfileController {
  constructor(@Inject(BullmqClient) private readonly rpc: BullmqClient) {}

  /** firstName, lastName, username; a taken username is 409 (CONFLICT from auth). */
  @Patch('profile')
  updateProfile(
    @Body(new ZodBodyPipe(UpdateProfileBodySchema)) changes: UpdateProfileBody,
    @SignedInCaller() caller: SignedInCall,
  ): Promise<User> {
    return this.rpc.call(AuthRpc.updateProfile, { changes }, caller);
  }
}
