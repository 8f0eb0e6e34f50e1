import { Inject, Injectable } from '@nestjs/common';
import type { AuthorUpdate, NotificationType } from '@sorsi/proto';
import { DataSource } from 'typeorm';
import { blockSubject, type Fact, InboxRepository, type NewNotification } from '../repositories/inbox.repository';
import { PeopleRepository } from '../repositories/people.repository';
import { CountedTransaction } from './counted-transaction';
import { UNREAD_REDIS, UnreadCounts } from './unread-counts';

/** An event's identity and time: `at` orders the events of one fact, the id makes a redelivery a no-op. */
export interface EventStamp {
  eventId: string;
  at: string;
}

/** Something someone did that tells someone else (a follow, a like, a comment). */
export interface Announcement extends Omit<NewNotification, 'eventId' | 'at' | 'actorId' | 'type' | 'message'> {
  actorId: string;
  type: Exclude<NotificationType, 'other'>;
  stamp: EventStamp;
}

/** A notice from Sorsi itself (a report's outcome): no actor, its line written now. */
export interface Notice {
  recipientId: string;
  subject: string;
  message: string;
  experienceId: string | null;
  stamp: EventStamp;
}

const nothing = { recount: [], result: undefined } as const;

/**
 * The rules that turn social and auth events into notifications. Every handler is idempotent and
 * order-independent: facts keep their latest state by `at` (tombstones included), so a retried, doubled
 * or late event changes nothing it should not.
 */
@Injectable()
export class NotificationFeed {
  constructor(
    private readonly changes: CountedTransaction,
    private readonly db: DataSource,
    @Inject(UNREAD_REDIS) private readonly counts: UnreadCounts,
  ) {}

  /** None for acting on one's own post or oneself, between blocked people, or about a removed post. */
  announce({ stamp, ...n }: Announcement): Promise<void> {
    if (n.actorId === n.recipientId) return Promise.resolve();
    return this.changes.run(async (inbox) => {
      await inbox.lockActor(n.actorId, 'shared');
      await inbox.lockRecipients([n.recipientId]);
      const people = [n.actorId, n.recipientId];
      if (await inbox.anyErased(people)) return nothing;
      if (n.experienceId && (await inbox.isKnown(experienceSubject(n.experienceId)))) return nothing;
      if (!(await inbox.applyFact({ subject: n.subject, present: true, ...stamp, people }))) return nothing;
      if (await inbox.blockedBefore(n.actorId, n.recipientId, stamp.at)) return nothing;
      const added = await inbox.insert({ ...n, message: null, ...stamp });
      return { recount: added ? [n.recipientId] : [], result: undefined };
    });
  }

  /** Told once per subject (a redelivered event adds nothing), never to an erased account. */
  inform({ stamp, ...n }: Notice): Promise<void> {
    return this.changes.run(async (inbox) => {
      await inbox.lockRecipients([n.recipientId]);
      if (await inbox.anyErased([n.recipientId])) return nothing;
      const added = await inbox.insert({ ...n, type: 'other', actorId: null, excerpt: null, ...stamp });
      return { recount: added ? [n.recipientId] : [], result: undefined };
    });
  }

  /** An undone follow or like, or a removed comment: its notification goes (or never comes, if late). */
  withdraw(subject: string, recipientId: string, people: readonly string[], stamp: EventStamp): Promise<void> {
    return this.changes.run(async (inbox) => {
      await inbox.lockRecipients([recipientId]);
      if (await inbox.anyErased(people)) return nothing;
      if (!(await inbox.applyFact({ subject, present: false, ...stamp, people }))) return nothing;
      await inbox.deleteBySubject(subject);
      return { recount: [recipientId], result: undefined };
    });
  }

  /** A removed post takes every notification pointing at it; its tombstone stops late likes and comments. */
  experienceRemoved(experienceId: string, authorId: string, stamp: EventStamp): Promise<void> {
    return this.changes.run(async (inbox) => {
      await inbox.lockRecipients([authorId]);
      await inbox.applyFact({ subject: experienceSubject(experienceId), present: false, ...stamp, people: [authorId] });
      await inbox.deleteByExperience(experienceId);
      return { recount: [authorId], result: undefined };
    });
  }

  /** A block hides the pair's notifications both ways (nothing is deleted); an unblock shows them again. */
  setBlocked(blockerId: string, blockedId: string, blocked: boolean, stamp: EventStamp): Promise<void> {
    const pair = [blockerId, blockedId];
    return this.changes.run(async (inbox) => {
      await inbox.lockRecipients(pair);
      if (await inbox.anyErased(pair)) return nothing;
      const fact: Fact = { subject: blockSubject(blockerId, blockedId), present: blocked, ...stamp, people: pair };
      return { recount: (await inbox.applyFact(fact)) ? pair : [], result: undefined };
    });
  }

  /** A deactivated person's notifications are hidden from everyone they told, until reactivation. */
  setActive(userId: string, active: boolean, at: string): Promise<void> {
    return this.changes.run(async (inbox) => {
      await inbox.lockActor(userId, 'exclusive');
      if (!(await inbox.setActive(userId, active, at))) return nothing;
      const recipients = await inbox.recipientsOf(userId);
      await inbox.lockRecipients(recipients);
      return { recount: recipients, result: undefined };
    });
  }

  /** Account deletion: everything of and about the person, everywhere it was counted. */
  async erase(userId: string): Promise<void> {
    await this.changes.run(async (inbox) => {
      await inbox.lockActor(userId, 'exclusive');
      const recipients = (await inbox.recipientsOf(userId)).filter((id) => id !== userId);
      await inbox.lockRecipients([userId, ...recipients]);
      await inbox.erase(userId);
      return { recount: recipients, result: undefined };
    });
    await this.counts.forget(userId);
  }

  /** Names follow renames; a late update never overwrites a newer one, nor revives an erased account. */
  rename(update: AuthorUpdate): Promise<void> {
    return this.db.transaction(async (manager) => {
      await new InboxRepository(manager).lockActor(update.id, 'shared');
      await new PeopleRepository(manager).rename(update);
    });
  }
}

export const experienceSubject = (experienceId: string): string => `experience:${experienceId}`;
