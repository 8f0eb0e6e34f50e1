import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { AuthRpc, EmptyBodySchema, type User } from '@sorsi/proto';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { type SignedInCall, SignedInCaller } from '../rpc/call-options';
import { SignedInGuard } from '../session/signed-in.guard';

@Controller('api/tos')
@UseGuards(SignedInGuard)
export class TosController {
  constructor(@Inject(BullmqClient) private readonly rpc: BullmqClient) {}

  /** Records acceptance of the terms; answers the user (needsTos now false). */
  @Post('accept')
  @HttpCode(200)
  accept(@Body(new ZodBodyPipe(EmptyBodySchema)) _body: object, @SignedInCaller() caller: SignedInCall): Promise<User> {
    return this.rpc.call(AuthRpc.acceptTos, {}, caller);
  }
}
