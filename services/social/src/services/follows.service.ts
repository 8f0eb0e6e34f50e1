import { Inject, Injectable } from '@nestjs/common';
import { TermsGate, Transactions } from '@sorsi/kit';
import { type Actor, AppError, type FollowStatus, type PersonRef, SocialEvents } from '@sorsi/proto';
import { FollowsRepository } from '../repositories/follows.repository';
import { SocialEventPublisher } from './social-event-publisher';
import { PeoplePresence } from './people-presence';

/**
 * Follow, unfollow and follow status. Never oneself; someone the viewer may not see (blocked either
 * way, deactivated, unknown) is NOT_FOUND alike. A new or removed follow is published for notifications.
 */
@Injectable()
export class FollowsService {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(PeoplePresence) private readonly presence: PeoplePresence,
    @Inject(FollowsRepository) private readonly follows: FollowsRepository,
    @Inject(SocialEventPublisher) private readonly events: SocialEventPublisher,
    @Inject(TermsGate) private readonly terms: TermsGate,
  ) {}

  async status(viewerId: string, ref: PersonRef): Promise<FollowStatus> {
    const followeeId = await this.target(viewerId, ref);
    return { isFollowing: await this.follows.isFollowing(this.transactions.db, viewerId, followeeId) };
  }

  /** Following someone shows on their profile: it needs accepted terms. */
  async follow(actor: Actor, ref: PersonRef): Promise<FollowStatus> {
    const viewerId = actor.userId;
    const followeeId = await this.target(viewerId, ref);
    await this.terms.assertAccepted(actor);
    if (followeeId === viewerId) throw new AppError('VALIDATION', 'You cannot follow yourself');
    await this.transactions.run(async (tx) => {
      await this.presence.hold(tx, [viewerId, followeeId]);
      if (await this.follows.follow(tx, viewerId, followeeId)) {
        await this.events.tell(tx, SocialEvents.followed, { followerId: viewerId, followeeId });
      }
    });
    return { isFollowing: true };
  }

  async unfollow(viewerId: string, ref: PersonRef): Promise<FollowStatus> {
    const followeeId = await this.target(viewerId, ref);
    await this.transactions.run(async (tx) => {
      if (await this.follows.unfollow(tx, viewerId, followeeId)) {
        await this.events.tell(tx, SocialEvents.unfollowed, { followerId: viewerId, followeeId });
      }
    });
    return { isFollowing: false };
  }

  private async target(viewerId: string, ref: PersonRef): Promise<string> {
    const id = await this.follows.visiblePerson(this.transactions.db, viewerId, ref);
    if (id === null) throw new AppError('NOT_FOUND', 'User not found');
    return id;
  }
}
