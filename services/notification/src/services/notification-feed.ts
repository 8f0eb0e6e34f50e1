import { Inject, Injectable } from '@nestjs/common';
import { FINAL, Projection } from '@sorsi/kit';
import type { AuthorUpdate, NotificationType } from '@sorsi/proto';
import { DataSource } from 'typeorm';
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
    private readonly changes: CountedTransaction,
    private readonly db: DataSource,
    @Inject(UNREAD_REDIS) private readonly counts: UnreadCounts,
    @Inject(Projection) private readonly projection: Projection,
  ) {}

  /** None for acting on one's own post or oneself, between blocked people, or about a removed post. */
  announce({ stamp, ...n }: Announcement): Promise<void> {
    if (n.actorId === n.recipientId) return Promise.resolve();
    return this.changes.run(async (inbox) => {
      await inbox.lockActor(n.actorId, 'shared');
      await inbox.lockRecipients([n.recipientId]);
      const parents = [personSubject(n.actorId), personSubject(n.recipientId)];
      if (n.experienceId) parents.push(experienceSubject(n.experienceId));
      if (!(await this.projection.upsert(inbox.manager, n.subject, stamp, noWrite, { parents }))) return nothing;
      if (await this.blockedBefore(inbox, n.actorId, n.recipientId, stamp.at)) return nothing;
      const added = await inbox.insert({ ...n, message: null, ...stamp });
      return { recount: added ? [n.recipientId] : [], result: undefined };
    });
  }

  /** Told once per subject (a redelivered event adds nothing), never to an erased account. */
  inform({ stamp, ...n }: Notice): Promise<void> {
    return this.changes.run(async (inbox) => {
      await inbox.lockRecipients([n.recipientId]);
      if (await this.projection.anyRemoved(inbox.manager, [personSubject(n.recipientId)])) return nothing;
      const added = await inbox.insert({ ...n, type: 'other', actorId: null, excerpt: null, ...stamp });
      return { recount: added ? [n.recipientId] : [], result: undefined };
    });
  }

  /** An undone follow or like, or a removed comment: its notification goes (or never comes, if late). */
  withdraw(subject: string, recipientId: string, people: readonly string[], stamp: EventStamp): Promise<void> {
    return this.changes.run(async (inbox) => {
      await inbox.lockRecipients([recipientId]);
      const withdrawn = await this.projection.remove(
        inbox.manager,
        subject,
        stamp,
        () => inbox.deleteBySubject(subject),
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
    return this.changes.run(async (inbox) => {
      await inbox.lockRecipients([authorId]);
      const removed = await this.projection.remove(
        inbox.manager,
        experienceSubject(experienceId),
        { at: FINAL, eventId: stamp.eventId },
        () => inbox.markPostRemoved(experienceId),
      );
      return { recount: removed ? [authorId] : [], result: undefined };
    });
  }

  /** A block hides the pair's notifications both ways (nothing is deleted); an unblock shows them again. */
  setBlocked(blockerId: string, blockedId: string, blocked: boolean, stamp: EventStamp): Promise<void> {
    const pair = [blockerId, blockedId];
    return this.changes.run(async (inbox) => {
      await inbox.lockRecipients(pair);
      const applied = await this.projection.apply(
        inbox.manager,
        blockSubject(blockerId, blockedId),
        stamp,
        blocked,
        noWrite,
        { parents: pair.map(personSubject) },
      );
      return { recount: applied ? pair : [], result: undefined };
    });
  }

  /** A deactivated person's notifications are hidden from everyone they told, until reactivation. */
  setActive(userId: string, active: boolean, stamp: EventStamp): Promise<void> {
    return this.changes.run(async (inbox) => {
      await inbox.lockActor(userId, 'exclusive');
      const applied = await this.projection.apply(
        inbox.manager,
        activitySubject(userId),
        stamp,
        active,
        () => inbox.setActive(userId, active, stamp.at),
        { parents: [personSubject(userId)] },
      );
      if (!applied) return nothing;
      const recipients = await inbox.recipientsOf(userId);
      await inbox.lockRecipients(recipients);
      return { recount: recipients, result: undefined };
    });
  }

  /** Account deletion: everything of and about the person, everywhere it was counted, and a final tombstone. */
  async erase(userId: string, eventId: string): Promise<void> {
    await this.changes.run(async (inbox) => {
      await inbox.lockActor(userId, 'exclusive');
      const recipients = (await inbox.recipientsOf(userId)).filter((id) => id !== userId);
      await inbox.lockRecipients([userId, ...recipients]);
      const erased = await this.projection.remove(inbox.manager, personSubject(userId), { at: FINAL, eventId }, () =>
        inbox.erase(userId),
      );
      return { recount: erased ? recipients : [], result: undefined };
    });
    await this.counts.forget(userId);
  }

  /** Names follow renames; a late update never overwrites a newer one, nor revives an erased account. */
  rename(update: AuthorUpdate, eventId: string): Promise<void> {
    return this.db.transaction(async (manager) => {
      await new InboxRepository(manager).lockActor(update.id, 'shared');
      await this.projection.upsert(manager, personSubject(update.id), { at: update.updatedAt, eventId }, () =>
        new PeopleRepository(manager).rename(update),
      );
    });
  }

  /** Whether either of the two blocked the other before `at` (and has not unblocked since). */
  private async blockedBefore(inbox: InboxRepository, a: string, b: string, at: string): Promise<boolean> {
    for (const subject of [blockSubject(a, b), blockSubject(b, a)]) {
      const block = await this.projection.state(inbox.manager, subject);
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
