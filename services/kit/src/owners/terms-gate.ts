import { Inject, Injectable } from '@nestjs/common';
import { type Actor, AppError, AuthRpc, TERMS_REQUIRED_MESSAGE } from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import type { Db } from '../database/sql';
import { Transactions } from '../database/transactions';
import { currentCorrelationId } from '../logging';
import { BullmqClient } from '../transport';

/** What a service's own projection of auth's `user.updated` says of a person's terms. */
export abstract class TermsProjection {
  /** False also for someone the projection has not heard of yet. */
  abstract acceptedTerms(db: Db, userId: string): Promise<boolean>;
}

/** Writes others can see need accepted terms, checked by the service that owns them as well as by the gateway. */
export abstract class TermsGate {
  /** Refuses (FORBIDDEN, with the terms message) someone who has not accepted the terms. */
  abstract assertAccepted(actor: Actor): Promise<void>;
}

/**
 * The service's projection answers at once when it says yes; a no (or a person not projected yet) may
 * only mean the acceptance is still on its way, so auth, which owns the terms, is asked before refusing.
 */
@Injectable()
export class ProjectedTermsGate extends TermsGate {
  constructor(
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(TermsProjection) private readonly projection: TermsProjection,
  ) {
    super();
  }

  async assertAccepted(actor: Actor): Promise<void> {
    if (await this.projection.acceptedTerms(this.transactions.db, actor.userId)) return;
    const context = { actor, correlationId: currentCorrelationId() ?? randomUUID() };
    const user = await this.rpc.call(AuthRpc.getUser, {}, context);
    if (user.needsTos) throw new AppError('FORBIDDEN', TERMS_REQUIRED_MESSAGE);
  }
}

/** For a service that keeps no projection of people: auth is asked every time. */
export class UnprojectedTerms extends TermsProjection {
  acceptedTerms(): Promise<boolean> {
    return Promise.resolve(false);
  }
}
