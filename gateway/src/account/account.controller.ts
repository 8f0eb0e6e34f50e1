import { Body, Controller, Inject, Req } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { AppError, AuthRpc, type DeleteAccountBody, FRESH_SIGN_IN_MS, REAUTH_MESSAGE, Routes } from '@sorsi/proto';
import type { FastifyRequest } from 'fastify';
import { Route } from '../http/route.decorator';
import { type SignedInCall, SignedInCaller } from '../rpc/call-options';
import { ExportJobs } from '../data-export/export-jobs';
import { SessionLifecycle } from '../session/session-lifecycle';

/** Deactivation and deletion; both end every session of the user, on every device. */
@Controller()
export class AccountController {
  constructor(
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
    private readonly sessions: SessionLifecycle,
    private readonly exports: ExportJobs,
  ) {}

  @Route(Routes.account.deactivate)
  async deactivate(@SignedInCaller() caller: SignedInCall, @Req() request: FastifyRequest): Promise<{ ok: true }> {
    await this.rpc.call(AuthRpc.deactivate, {}, caller);
    await this.sessions.endAllSessions(request, caller.actor.userId);
    return { ok: true };
  }

  /**
   * A wrong phrase is refused here (400) before anything changes; auth checks it again. A sign-in older
   * than ten minutes is refused (403, type reauthenticate): a borrowed session or an unlocked phone left
   * on the table cannot erase an account (issue 8 §9); the web then asks the provider for a fresh one.
   */
  @Route(Routes.account.remove)
  async delete(
    @Body() body: DeleteAccountBody,
    @SignedInCaller() caller: SignedInCall,
    @Req() request: FastifyRequest,
  ): Promise<{ ok: true }> {
    if (Date.now() - (request.session.signedInAt ?? 0) > FRESH_SIGN_IN_MS) {
      throw new AppError('FORBIDDEN', REAUTH_MESSAGE, { reauthenticate: true });
    }
    await this.rpc.call(AuthRpc.deleteAccount, { confirmationPhrase: body.confirmationPhrase }, caller);
    // A prepared archive holds everything the account did: it goes with the account.
    await this.exports.forget(caller.actor.userId);
    await this.sessions.endAllSessions(request, caller.actor.userId);
    return { ok: true };
  }
}
