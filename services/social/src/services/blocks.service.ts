import { Inject, Injectable } from '@nestjs/common';
import { Transactions } from '@sorsi/kit';
import { AppError, type BlockStatus, SocialEvents } from '@sorsi/proto';
import { PeopleRepository } from '../repositories/people.repository';
import { personNotFound } from './people.service';
import { SocialEventPublisher } from './social-event-publisher';
import { PeoplePresence } from './people-presence';

/**
 * Blocks by username. A block ends the follows both ways (a trigger does it in the same statement);
 * lifting it does not bring them back. Each change is published (notifications hide and show).
 */
@Injectable()
export class BlocksService {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(PeoplePresence) private readonly presence: PeoplePresence,
    @Inject(PeopleRepository) private readonly people: PeopleRepository,
    @Inject(SocialEventPublisher) private readonly events: SocialEventPublisher,
  ) {}

  async status(viewerId: string, username: string): Promise<BlockStatus> {
    return { isBlocked: (await this.target(viewerId, username)).blocked_by_viewer };
  }

  async block(viewerId: string, username: string): Promise<BlockStatus> {
    const target = await this.target(viewerId, username);
    if (target.id === viewerId) throw new AppError('VALIDATION', 'You cannot block yourself');
    await this.transactions.run(async (tx) => {
      await this.presence.hold(tx, [viewerId, target.id]);
      if (await this.people.block(tx, viewerId, target.id)) {
        await this.events.tell(tx, SocialEvents.blocked, { blockerId: viewerId, blockedId: target.id });
      }
    });
    return { isBlocked: true };
  }

  async unblock(viewerId: string, username: string): Promise<BlockStatus> {
    const target = await this.target(viewerId, username);
    await this.transactions.run(async (tx) => {
      if (await this.people.unblock(tx, viewerId, target.id)) {
        await this.events.tell(tx, SocialEvents.unblocked, { blockerId: viewerId, blockedId: target.id });
      }
    });
    return { isBlocked: false };
  }

  private async target(viewerId: string, username: string) {
    const target = await this.people.byUsername(this.transactions.db, viewerId, username.replace(/^@/, ''));
    if (!target) throw personNotFound();
    return target;
  }
}
