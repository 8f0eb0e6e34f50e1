import { Inject, Injectable } from '@nestjs/common';
import { personSubject, Projection, Transactions } from '@sorsi/kit';
import { PeopleFactsRepository } from '../repositories/people-facts.repository';

/**
 * The facts the tasting policy needs from others, kept from their events through the kit's projection
 * helper: deactivations (auth) and blocks (social). A late event never undoes a newer one, and none
 * brings anything back under a person whose account was deleted.
 */
@Injectable()
export class PeopleFactsProjection {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(Projection) private readonly projection: Projection,
    @Inject(PeopleFactsRepository) private readonly people: PeopleFactsRepository,
  ) {}

  /** `user.deactivated` / `user.reactivated`. */
  async activation(userId: string, deactivated: boolean, at: string, eventId: string): Promise<void> {
    await this.transactions.run((tx) =>
      this.projection.upsert(
        tx,
        `activation:${userId}`,
        { at, eventId },
        () => this.people.setDeactivated(tx, userId, deactivated, at),
        { parents: [personSubject(userId)] },
      ),
    );
  }

  /** `social.blocked` / `social.unblocked`. */
  async block(blockerId: string, blockedId: string, active: boolean, at: string, eventId: string): Promise<void> {
    await this.transactions.run((tx) =>
      this.projection.upsert(
        tx,
        `block:${blockerId}:${blockedId}`,
        { at, eventId },
        () => this.people.setBlocked(tx, blockerId, blockedId, active, at),
        { parents: [personSubject(blockerId), personSubject(blockedId)] },
      ),
    );
  }
}
