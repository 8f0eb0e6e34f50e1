import { Inject, Injectable } from '@nestjs/common';
import { FINAL, Projection } from '@sorsi/kit';
import type { AuthEvents, EventData, TastingEvents } from '@sorsi/proto';
import { DataSource } from 'typeorm';
import { ProjectionsRepository } from '../repositories/projections.repository';

type UserUpdated = EventData<typeof AuthEvents.userUpdated>;
type UserActivation = EventData<typeof AuthEvents.userDeactivated>;
type TastingSaved = EventData<typeof TastingEvents.saved>;
type TastingDeleted = EventData<typeof TastingEvents.deleted>;

/** Subjects of this service's event versions. */
const person = (userId: string) => `person:${userId}`;
const activation = (userId: string) => `activation:${userId}`;
const tasting = (id: string) => `tasting:${id}`;

/**
 * What social keeps of auth's people and tasting's tastings, applied through the kit's projection
 * helper: every event is ordered by the version it carries (`updatedAt`, `at`), a deletion leaves a
 * tombstone, and an erased person's is final, so a late, repeated or out-of-order event never brings
 * back a deleted tasting or person, nor older data.
 */
@Injectable()
export class SocialProjections {
  constructor(
    private readonly db: DataSource,
    @Inject(Projection) private readonly projection: Projection,
  ) {}

  /** A person's names; a deactivation heard before their first update is applied as they arrive. */
  async userUpdated(user: UserUpdated, eventId: string): Promise<void> {
    await this.projection.upsert(this.db.manager, person(user.id), { at: user.updatedAt, eventId }, async (tx) => {
      const people = new ProjectionsRepository(tx);
      await people.saveUser(user);
      const active = await this.projection.state(tx, activation(user.id));
      if (active) await people.setDeactivated({ userId: user.id, at: active.at }, !active.present);
    });
  }

  /** Deactivation and reactivation: the later `at` wins, whichever arrives first. */
  async activationChanged(event: UserActivation, deactivated: boolean, eventId: string): Promise<void> {
    await this.projection.apply(
      this.db.manager,
      activation(event.userId),
      { at: event.at, eventId },
      !deactivated,
      (tx) => new ProjectionsRepository(tx).setDeactivated(event, deactivated),
      { parents: [person(event.userId)] },
    );
  }

  /** Everything of the person goes, and nothing of theirs can come back (a final tombstone). */
  async userDeleted(userId: string, eventId: string): Promise<void> {
    await this.projection.remove(this.db.manager, person(userId), { at: FINAL, eventId }, (tx) =>
      new ProjectionsRepository(tx).eraseUser(userId),
    );
  }

  async tastingSaved(saved: TastingSaved, eventId: string): Promise<void> {
    await this.projection.upsert(
      this.db.manager,
      tasting(saved.id),
      { at: saved.updatedAt, eventId },
      (tx) => new ProjectionsRepository(tx).saveTasting(saved),
      { parents: [person(saved.userId)] },
    );
  }

  /** Leaves a tombstone: a save retried after the deletion does not put the tasting back in search. */
  async tastingDeleted(deleted: TastingDeleted, eventId: string): Promise<void> {
    await this.projection.remove(this.db.manager, tasting(deleted.id), { at: deleted.at, eventId }, (tx) =>
      new ProjectionsRepository(tx).removeTasting(deleted),
    );
  }
}
