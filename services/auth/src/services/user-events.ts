import { Inject, Injectable } from '@nestjs/common';
import { type Db, EventOutbox, eventTime } from '@sorsi/kit';
import { AuthEvents } from '@sorsi/proto';
import type { UserEntity } from '../entities/user.entity';

/**
 * The events the auth service publishes about users, each staged in the transaction of the change it
 * announces (the kit's outbox publishes it after the commit, and again until it is queued).
 */
@Injectable()
export class UserEvents {
  constructor(@Inject(EventOutbox) private readonly outbox: EventOutbox) {}

  /** Names, username, bio, avatar or terms changed (or the user is new): projections in other services follow. */
  async updated(db: Db, user: UserEntity): Promise<void> {
    await this.outbox.stage(db, AuthEvents.userUpdated, {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      bio: user.bio,
      termsAccepted: user.tosAcceptedAt !== null,
      updatedAt: user.updatedAt.toISOString(),
    });
  }

  /** Deactivated people's content is hidden elsewhere until they sign in again; `at` orders the two. */
  async deactivated(db: Db, userId: string): Promise<void> {
    await this.outbox.stage(db, AuthEvents.userDeactivated, { userId, at: await eventTime(db) });
  }

  async reactivated(db: Db, userId: string): Promise<void> {
    await this.outbox.stage(db, AuthEvents.userReactivated, { userId, at: await eventTime(db) });
  }

  /** Every service erases the user's data. One event per user, whatever happens. */
  async deleted(db: Db, userId: string): Promise<void> {
    await this.outbox.stage(db, AuthEvents.userDeleted, { userId }, { eventId: `user-deleted-${userId}` });
  }
}
