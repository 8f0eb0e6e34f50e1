import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { AppError, AuthRpc, TERMS_REQUIRED_MESSAGE } from '@sorsi/proto';
import type { Request } from 'express';
import { callOptions } from '../rpc/call-options';

/**
 * Social writes need accepted terms (403 otherwise). Asked of auth on each write rather than kept in
 * the session, so accepting the terms takes effect at once for every session of the person.
 */
@Injectable()
export class TermsAcceptedGuard implements CanActivate {
  constructor(@Inject(BullmqClient) private readonly rpc: BullmqClient) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = callOptions(context.switchToHttp().getRequest<Request>());
    const user = await this.rpc.call(AuthRpc.getUser, {}, options);
    if (user.needsTos) throw new AppError('FORBIDDEN', TERMS_REQUIRED_MESSAGE);
    return true;
  }
}
