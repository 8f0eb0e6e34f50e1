import { Inject, Injectable } from '@nestjs/common';
import { FINAL, personSubject as person, Projection, Transactions } from '@sorsi/kit';
import type { AuthEvents, EventData, TastingEvents } from '@sorsi/proto';
import { ProjectionsRepository } from '../repositories/projections.repository';

type UserUpdated = EventData<typeof AuthEvents.userUpdated>;
type UserActivation = EventData<typeof AuthEvents.userDeactivated>;
type TastingSaved = EventData<typeof TastingEvents.saved>;
type TastingDeleted = EventData<typeof TastingEvents.deleted>;

/** Subjects of this service's event versions. */
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
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(Projection) private readonly projection: Projection,
    @Inject(ProjectionsRepository) private readonly people: ProjectionsRepository,
  ) {}

  /** A person's names; a deactivation heard before their first update is applied as they arrive. */
  async userUpdated(user: UserUpdated, eventId: string): Promise<void> {
    await this.transactions.run((tx) =>
      this.projection.upsert(tx, person(user.id), { at: user.updatedAt, eventId }, async () => {
        await this.people.saveUser(tx, user);
        const active = await this.projection.state(tx, activation(user.id));
        if (active) await this.people.setDeactivated(tx, { userId: user.id, at: active.at }, !active.present);
      }),
    );
  }

  /** Deactivation and reactivation: the later `at` wins, whichever arrives first. */
  async activationChanged(event: UserActivation, deactivated: boolean, eventId: string): Promise<void> {
    await this.transactions.run((tx) =>
      this.projection.apply(
        tx,
        activation(event.userId),
        { at: event.at, eventId },
        !deactivated,
        () => this.people.setDeactivated(tx, event, deactivated),
        { parents: [person(event.userId)] },
      ),
    );
  }

  /** Everything of the person goes, and nothing of theirs can come back (a final tombstone). */
  async userDeleted(userId: string, eventId: string): Promise<void> {
    await this.transactions.run((tx) =>
      this.projection.remove(tx, person(userId), { at: FINAL, eventId }, () => this.people.eraseUser(tx, userId)),
    );
  }

  async tastingSaved(saved: TastingSaved, eventId: string): Promise<void> {
    await this.transactions.run((tx) =>
      this.projection.upsert(
        tx,
        tasting(saved.id),
        { at: saved.updatedAt, eventId },
        () => this.people.saveTasting(tx, saved),
        { parents: [person(saved.userId)] },
      ),
    );
  }

  /** Leaves a tombstone: a save retried after the deletion does not put the tasting back in search. */
  async tastingDeleted(deleted: TastingDeleted, eventId: string): Promise<void> {
    await this.transactions.run((tx) =>
      this.projection.remove(tx, tasting(deleted.id), { at: deleted.at, eventId }, () =>
        this.people.removeTasting(tx, deleted),
      ),
    );
  }
}
