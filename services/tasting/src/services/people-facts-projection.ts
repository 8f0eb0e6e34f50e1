import { Inject, Injectable } from '@nestjs/common';
import { Projection } from '@sorsi/kit';
import { DataSource } from 'typeorm';
import { PeopleFactsRepository } from '../repositories/people-facts.repository';
import { personSubject } from './authors-projection';

/**
 * The facts the tasting policy needs from others, kept from their events through the kit's projection
 * helper: deactivations (auth) and blocks (social). A late event never undoes a newer one, and none
 * brings anything back under a person whose account was deleted.
 */
@Injectable()
export class PeopleFactsProjection {
  constructor(
    private readonly db: DataSource,
    @Inject(Projection) private readonly projection: Projection,
  ) {}

  /** `user.deactivated` / `user.reactivated`. */
  async activation(userId: string, deactivated: boolean, at: string, eventId: string): Promise<void> {
    await this.projection.upsert(
      this.db.manager,
      `activation:${userId}`,
      { at, eventId },
      (tx) => new PeopleFactsRepository(tx).setDeactivated(userId, deactivated, at),
      { parents: [personSubject(userId)] },
    );
  }

  /** `social.blocked` / `social.unblocked`. */
  async block(blockerId: string, blockedId: string, active: boolean, at: string, eventId: string): Promise<void> {
    await this.projection.upsert(
      this.db.manager,
      `block:${blockerId}:${blockedId}`,
      { at, eventId },
      (tx) => new PeopleFactsRepository(tx).setBlocked(blockerId, blockedId, active, at),
      { parents: [personSubject(blockerId), personSubject(blockedId)] },
    );
  }
}
