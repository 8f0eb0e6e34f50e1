import { Inject, Injectable } from '@nestjs/common';
import { type Db, FINAL, Projection, Transactions } from '@sorsi/kit';
import type { AuthorUpdate, NotificationType } from '@sorsi/proto';
import { blockSubject, InboxRepository, type NewNotification } from '../repositories/inbox.repository';
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
 * order-independent through the kit's projection helper: each fact (a follow, a like, a comment, a
 * block, a removed post, a person's names and activity) keeps the version of the last event applied to
 * it, undone facts stay as tombstones, and an erased person's final tombstone stops everything about
 * them, so a retried, doubled or late event changes nothing it should not.
 */
@Injectable()
export class NotificationFeed {
  constructor(
    @Inject(CountedTransaction) private readonly changes: CountedTransaction,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(InboxRepository) private readonly inbox: InboxRepository,
    @Inject(PeopleRepository) private readonly people: PeopleRepository,
    @Inject(UNREAD_REDIS) private readonly counts: UnreadCounts,
    @Inject(Projection) private readonly projection: Projection,
  ) {}

  /** None for acting on one's own post or oneself, between blocked people, or about a removed post. */
  announce({ stamp, ...n }: Announcement): Promise<void> {
    if (n.actorId === n.recipientId) return Promise.resolve();
    return this.changes.run(async (tx) => {
      await this.inbox.lockActor(tx, n.actorId, 'shared');
      await this.inbox.lockRecipients(tx, [n.recipientId]);
      const parents = [personSubject(n.actorId), personSubject(n.recipientId)];
      if (n.experienceId) parents.push(experienceSubject(n.experienceId));
      if (!(await this.projection.upsert(tx, n.subject, stamp, noWrite, { parents }))) return nothing;
      if (await this.blockedBefore(tx, n.actorId, n.recipientId, stamp.at)) return nothing;
      const added = await this.inbox.insert(tx, { ...n, message: null, ...stamp });
      return { recount: added ? [n.recipientId] : [], result: undefined };
    });
  }

  /** Told once per subject (a redelivered event adds nothing), never to an erased account. */
  inform({ stamp, ...n }: Notice): Promise<void> {
    return this.changes.run(async (tx) => {
      await this.inbox.lockRecipients(tx, [n.recipientId]);
      if (await this.projection.anyRemoved(tx, [personSubject(n.recipientId)])) return nothing;
      const added = await this.inbox.insert(tx, { ...n, type: 'other', actorId: null, excerpt: null, ...stamp });
      return { recount: added ? [n.recipientId] : [], result: undefined };
    });
  }

  /** An undone follow or like, or a removed comment: its notification goes (or never comes, if late). */
  withdraw(subject: string, recipientId: string, people: readonly string[], stamp: EventStamp): Promise<void> {
    return this.changes.run(async (tx) => {
      await this.inbox.lockRecipients(tx, [recipientId]);
      const withdrawn = await this.projection.remove(
        tx,
        subject,
        stamp,
        () => this.inbox.deleteBySubject(tx, subject),
        {
          parents: people.map(personSubject),
        },
      );
      return { recount: withdrawn ? [recipientId] : [], result: undefined };
    });
  }

  /**
   * The notifications about a removed post stay, saying it was removed (issue 21 §4); its final tombstone
   * stops late likes and comments.
   */
  experienceRemoved(experienceId: string, authorId: string, stamp: EventStamp): Promise<void> {
    return this.changes.run(async (tx) => {
      await this.inbox.lockRecipients(tx, [authorId]);
      const removed = await this.projection.remove(
        tx,
        experienceSubject(experienceId),
        { at: FINAL, eventId: stamp.eventId },
        () => this.inbox.markPostRemoved(tx, experienceId),
      );
      return { recount: removed ? [authorId] : [], result: undefined };
    });
  }

  /** A block hides the pair's notifications both ways (nothing is deleted); an unblock shows them again. */
  setBlocked(blockerId: string, blockedId: string, blocked: boolean, stamp: EventStamp): Promise<void> {
    const pair = [blockerId, blockedId];
    return this.changes.run(async (tx) => {
      await this.inbox.lockRecipients(tx, pair);
      const applied = await this.projection.apply(tx, blockSubject(blockerId, blockedId), stamp, blocked, noWrite, {
        parents: pair.map(personSubject),
      });
      return { recount: applied ? pair : [], result: undefined };
    });
  }

  /** A deactivated person's notifications are hidden from everyone they told, until reactivation. */
  setActive(userId: string, active: boolean, stamp: EventStamp): Promise<void> {
    return this.changes.run(async (tx) => {
      await this.inbox.lockActor(tx, userId, 'exclusive');
      const applied = await this.projection.apply(
        tx,
        activitySubject(userId),
        stamp,
        active,
        () => this.inbox.setActive(tx, userId, active, stamp.at),
        { parents: [personSubject(userId)] },
      );
      if (!applied) return nothing;
      const recipients = await this.inbox.recipientsOf(tx, userId);
      await this.inbox.lockRecipients(tx, recipients);
      return { recount: recipients, result: undefined };
    });
  }

  /** Account deletion: everything of and about the person, everywhere it was counted, and a final tombstone. */
  async erase(userId: string, eventId: string): Promise<void> {
    await this.changes.run(async (tx) => {
      await this.inbox.lockActor(tx, userId, 'exclusive');
      const recipients = (await this.inbox.recipientsOf(tx, userId)).filter((id) => id !== userId);
      await this.inbox.lockRecipients(tx, [userId, ...recipients]);
      const erased = await this.projection.remove(tx, personSubject(userId), { at: FINAL, eventId }, () =>
        this.inbox.erase(tx, userId),
      );
      return { recount: erased ? recipients : [], result: undefined };
    });
    await this.counts.forget(userId);
  }

  /** Names follow renames; a late update never overwrites a newer one, nor revives an erased account. */
  rename(update: AuthorUpdate, eventId: string): Promise<void> {
    return this.transactions.run(async (tx) => {
      await this.inbox.lockActor(tx, update.id, 'shared');
      await this.projection.upsert(tx, personSubject(update.id), { at: update.updatedAt, eventId }, () =>
        this.people.rename(tx, update),
      );
    });
  }

  /** Whether either of the two blocked the other before `at` (and has not unblocked since). */
  private async blockedBefore(tx: Db, a: string, b: string, at: string): Promise<boolean> {
    for (const subject of [blockSubject(a, b), blockSubject(b, a)]) {
      const block = await this.projection.state(tx, subject);
      if (block?.present && Date.parse(block.at) < Date.parse(at)) return true;
    }
    return false;
  }
}

/** Facts recorded for their version only: what they change is read from the versions themselves. */
const noWrite = async () => undefined;

/**
 * A person's subject is their bare id: the hash of it is what the erased accounts' list kept before the
 * kit's versions (carried over by migration).
 */
const personSubject = (userId: string): string => userId;
const activitySubject = (userId: string): string => `active:${userId}`;
export const experienceSubject = (experienceId: string): string => `experience:${experienceId}`;
