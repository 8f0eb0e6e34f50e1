import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { BullmqClient, currentCorrelationId } from '@sorsi/kit';
import { AuthEvents } from '@sorsi/proto';
import type { UserEntity } from '../entities/user.entity';

/** The events the auth service publishes about users. */
@Injectable()
export class UserEvents {
  constructor(@Inject(BullmqClient) private readonly client: BullmqClient) {}

  /** Names, username, bio, avatar or terms changed (or the user is new): projections in other services follow. */
  async updated(user: UserEntity): Promise<void> {
    await this.client.publish(
      AuthEvents.userUpdated,
      {
        id: user.id,
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
        bio: user.bio,
        termsAccepted: user.tosAcceptedAt !== null,
        updatedAt: user.updatedAt.toISOString(),
      },
      { correlationId: correlationId() },
    );
  }

  /** Deactivated people's content is hidden elsewhere until they sign in again; `at` orders the two. */
  async deactivated(userId: string, at: Date): Promise<void> {
    await this.client.publish(
      AuthEvents.userDeactivated,
      { userId, at: at.toISOString() },
      { correlationId: correlationId() },
    );
  }

  async reactivated(userId: string, at: Date): Promise<void> {
    await this.client.publish(
      AuthEvents.userReactivated,
      { userId, at: at.toISOString() },
      { correlationId: correlationId() },
    );
  }

  /** Every service erases the user's data. One event per user: a retried deletion publishes nothing new. */
  async deleted(userId: string): Promise<void> {
    await this.client.publish(
      AuthEvents.userDeleted,
      { userId },
      { correlationId: correlationId(), eventId: `user-deleted-${userId}` },
    );
  }
}

/** The id of the RPC being handled (the transport sets it), or a fresh one outside any. */
const correlationId = (): string => currentCorrelationId() ?? randomUUID();
