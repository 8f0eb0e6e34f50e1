import { Inject, Injectable } from '@nestjs/common';
import { FINAL, personSubject, Projection, Transactions } from '@sorsi/kit';
import {
  type Actor,
  AppError,
  aromaQueryOf,
  type CreateTastingRequest,
  filledNoteOrNull,
  isOwnMediaUrl,
  MEDIA_URL_PREFIX,
  mediaKeyOf,
  mediaOwnerOf,
  type Tasting,
  TASTING_NOT_FOUND_MESSAGE,
  tastingSummaryOf,
  type TastingChanges,
  type TastingListRequest,
  type TastingMessage,
  type TastingPage,
} from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AuthorsRepository } from '../repositories/authors.repository';
import { PeopleFactsRepository } from '../repositories/people-facts.repository';
import {
  type RecentPosition,
  type TastingListRow,
  type TastingScope,
  TastingsRepository,
  type TastingUpdate,
} from '../repositories/tastings.repository';
import { MediaDeletion } from './media-deletion';
import { type CheckedState, PublicTastingCheck } from './public-tasting-check';
import { TastingEventSink } from './tasting-events';
import { rankedCursor, recentCursor } from './page-cursor';
import { chooseSearchMode } from './search-mode';
import { toListItem, toTasting } from './tasting-view';

/** What erasing an account's tastings removed (and every image of theirs, saved or not). */
export interface ErasedTastings {
  tastings: number;
}

/**
 * The rules of saved tastings. Identity comes only from the acting user the transport hands over. Who may
 * see one is the policy of repositories/tasting-policy.ts, applied by every read (docs/architecture.md):
 * - a tasting others may not see does not exist for them: NOT_FOUND, exactly as for an id that never
 *   existed; updates and deletes are the owner's alone, likewise;
 * - a userId filter other than the actor's own shows what the actor may see of that user's tastings;
 * - a public tasting is checked (terms, moderation) whenever what others see of it changes.
 */
@Injectable()
export class TastingService {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(Projection) private readonly projection: Projection,
    @Inject(TastingsRepository) private readonly tastings: TastingsRepository,
    @Inject(AuthorsRepository) private readonly authors: AuthorsRepository,
    @Inject(PeopleFactsRepository) private readonly people: PeopleFactsRepository,
    @Inject(PublicTastingCheck) private readonly publicCheck: PublicTastingCheck,
    @Inject(MediaDeletion) private readonly media: MediaDeletion,
    @Inject(TastingEventSink) private readonly events: TastingEventSink,
  ) {}

  async create(actor: Actor, request: CreateTastingRequest): Promise<Tasting> {
    assertOwnImages(actor.userId, request.conversation);
    const { summary, note, ...fields } = request;
    const tasting = {
      ...fields,
      summary: summary ?? tastingSummaryOf(fields.conversation),
      note: filledNoteOrNull(note),
    };
    // The id is chosen first: the check records its decision (and a hold for review) under it.
    const id = randomUUID();
    const checked =
      tasting.visibility === 'public' ? await this.publicCheck.screen(actor, id, tasting, null) : unchecked;
    const saved = await this.transactions.run(async (tx) => {
      // Saved while the account was being erased: nothing of theirs is kept after the erasure.
      if (!(await this.projection.holdIfPresent(tx, [personSubject(actor.userId)]))) throw accountGone();
      const inserted = await this.tastings.insert(tx, { ...tasting, ...checked, id, userId: actor.userId });
      await this.events.saved(tx, inserted);
      return inserted;
    });
    return toTasting(saved);
  }

  /** A tasting the viewer (null: someone signed out) may see, with who shared it. */
  async get(viewerId: string | null, id: string): Promise<Tasting> {
    const tasting = await this.tastings.findVisible(this.transactions.db, id, viewerId);
    if (tasting === null) throw tastingNotFound();
    const authors = await this.authors.byIds(this.transactions.db, [tasting.userId]);
    return { ...toTasting(tasting), user: authors.get(tasting.userId) ?? null };
  }

  async update(actor: Actor, id: string, asked: TastingChanges): Promise<Tasting> {
    if (asked.conversation) assertOwnImages(actor.userId, asked.conversation);
    const changes = asked.note === undefined ? asked : { ...asked, note: filledNoteOrNull(asked.note) };
    const current = await this.tastings.findOwned(this.transactions.db, id, actor.userId);
    if (current === null) throw tastingNotFound();
    if (changes.visibility === 'public' && current.withdrawnAt !== null) {
      throw new AppError('FORBIDDEN', WITHDRAWN_MESSAGE);
    }
    const next = { ...current, ...withoutUndefined(changes) };
    const checked = next.visibility === 'public' ? await this.publicCheck.screen(actor, id, next, current) : {};
    const updated = await this.transactions.run(async (tx) => {
      const changed = await this.tastings.updateOwned(tx, id, actor.userId, {
        ...withoutUndefined(changes),
        ...checked,
      });
      if (changed === null) throw tastingNotFound();
      await this.events.saved(tx, changed);
      return changed;
    });
    return toTasting(updated);
  }

  /** An admin cleared a public tasting the check held: others see it from now on. Safe to repeat. */
  async approve(id: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      const approved = await this.tastings.publishHeld(tx, id);
      if (approved !== null) await this.events.saved(tx, approved);
    });
  }

  /**
   * An admin removed a reported public tasting: it stays its author's, private (their own record of a
   * wine is not deleted), and leaves journeys and wine search. A repeated removal changes nothing.
   */
  async withdrawFromPublic(id: string, ownerId: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      const withdrawn = await this.tastings.withdraw(tx, id, ownerId);
      if (withdrawn !== null) await this.events.saved(tx, withdrawn);
    });
  }

  /** Deletes the actor's tasting and their images that no other tasting of theirs shows. */
  async remove(actorId: string, id: string): Promise<{ success: true }> {
    const { db } = this.transactions;
    if (!(await this.tastings.existsOwned(db, id, actorId))) throw tastingNotFound();
    // Images first: if deleting them fails, the tasting is still there and the delete can be retried.
    await this.media.deleteMedia(ownMediaKeys(await this.tastings.mediaUrlsOnlyIn(db, id, actorId), actorId));
    await this.transactions.run(async (tx) => {
      if (!(await this.tastings.deleteOwned(tx, id, actorId))) throw tastingNotFound();
      await this.events.deleted(tx, id, actorId);
    });
    return { success: true };
  }

  /**
   * Account deletion (`user.deleted`): every tasting of the user, the images they own and their name, and
   * a final tombstone in the same transaction, so a save still on its way stores nothing afterwards. Safe
   * to repeat.
   */
  async eraseUser(userId: string, eventId: string): Promise<ErasedTastings> {
    // The whole prefix, not only what tastings show: chat photos never saved and paintings go too.
    await this.media.deleteOwnerMedia(userId);
    let tastings = 0;
    await this.transactions.run((tx) =>
      this.projection.remove(tx, personSubject(userId), { at: FINAL, eventId }, async () => {
        tastings = await this.tastings.deleteAllOfUser(tx, userId);
        await this.people.erase(tx, userId);
        await this.authors.remove(tx, userId);
      }),
    );
    return { tastings };
  }

  /** `GET /api/wine-tastings`: the actor's own tastings, or (userId of someone else) what they may see of theirs. */
  list(actorId: string, request: TastingListRequest): Promise<TastingPage> {
    const scope: TastingScope =
      request.userId === undefined || request.userId === actorId
        ? { kind: 'owner', userId: actorId }
        : { kind: 'publicOf', userId: request.userId, viewerId: actorId };
    return this.page(scope, request);
  }

  /** `GET /api/wine-tastings/all` and `/search`: every tasting the actor may see; a userId narrows as in `list`. */
  listAll(actorId: string, request: TastingListRequest): Promise<TastingPage> {
    const scope: TastingScope =
      request.userId === undefined
        ? { kind: 'public', viewerId: actorId }
        : request.userId === actorId
          ? { kind: 'owner', userId: actorId }
          : { kind: 'publicOf', userId: request.userId, viewerId: actorId };
    return this.page(scope, request);
  }

  /**
   * Whether the viewer (null: signed out) may see an image because a tasting they may see shows it (the
   * gateway lets owners see their own without asking).
   */
  async mediaVisible(viewerId: string | null, key: string): Promise<{ visible: boolean }> {
    const owner = mediaOwnerOf(key);
    if (owner === null || !z.uuid().safeParse(owner).success) return { visible: false };
    return {
      visible: await this.tastings.isMediaUrlVisible(
        this.transactions.db,
        `${MEDIA_URL_PREFIX}${key}`,
        owner,
        viewerId,
      ),
    };
  }

  /** Newest first without a term; best match first with one. One row more than the page tells whether another follows. */
  private async page(scope: TastingScope, request: TastingListRequest): Promise<TastingPage> {
    const options = {
      scope,
      wineType: request.wineType,
      withConversation: !request.skipConversation,
      limit: request.limit + 1,
    };
    if (request.query === undefined) {
      const after = recentCursor.decodeOptional(request.cursor);
      const rows = await this.tastings.listRecent(this.transactions.db, { ...options, after });
      return this.withAuthors(toPage(rows, request.limit, (last) => recentCursor.encode(last.position)));
    }
    const after = rankedCursor.decodeOptional(request.cursor);
    const mode = chooseSearchMode(request.query, request.textSearch);
    // A term that names aromas and nothing else ('cherry and leather') also finds the notes naming them all.
    const aromas = mode === 'everything' ? aromaQueryOf(request.query) : null;
    const rows = await this.tastings.search(this.transactions.db, {
      ...options,
      term: request.query,
      mode,
      aromas,
      after,
    });
    return this.withAuthors(toPage(rows, request.limit, (last) => rankedCursor.encode(last.position)));
  }

  /** Names each item's author from the projection: one lookup for the page, never one per card. */
  private async withAuthors(page: TastingPage): Promise<TastingPage> {
    const authors = await this.authors.byIds(
      this.transactions.db,
      page.items.map((item) => item.userId),
    );
    return { ...page, items: page.items.map((item) => ({ ...item, user: authors.get(item.userId) ?? null })) };
  }
}

/** A private tasting is not checked: nobody else sees it. */
const unchecked: CheckedState = { moderationState: 'published', checkedHash: null };

/**
 * A tasting shows only its owner's own images (issue 8 §4): someone else's photo saved in a public
 * tasting would stay public after its owner made theirs private.
 */
function assertOwnImages(actorId: string, conversation: readonly TastingMessage[]): void {
  const foreign = conversation.flatMap((message, index) =>
    [message.image, message.generatedImage]
      .filter((url): url is string => url !== undefined && !isOwnMediaUrl(url, actorId))
      .map(() => ({ path: `conversation.${index}`, message: 'Only your own images can be saved' })),
  );
  if (foreign.length > 0) throw new AppError('VALIDATION', 'Only your own images can be saved', { issues: foreign });
}

/** Said to an author who tries to share again a tasting an admin removed from public view. */
const WITHDRAWN_MESSAGE = 'This tasting was removed from public view after a report and cannot be made public again';

function tastingNotFound(): AppError {
  return new AppError('NOT_FOUND', TASTING_NOT_FOUND_MESSAGE);
}

function accountGone(): AppError {
  return new AppError('NOT_FOUND', 'User not found');
}

function toPage<P extends RecentPosition>(
  rows: TastingListRow<P>[],
  limit: number,
  cursorAfter: (last: TastingListRow<P>) => string,
): TastingPage {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toListItem),
    nextCursor: rows.length > limit && last !== undefined ? cursorAfter(last) : null,
  };
}

/**
 * The media keys of the URLs that belong to the user. A conversation may show someone else's image (a
 * saved message can name any media URL): deleting a tasting or an account never deletes those.
 */
function ownMediaKeys(urls: readonly string[], userId: string): string[] {
  return urls.filter((url) => isOwnMediaUrl(url, userId)).map((url) => mediaKeyOf(url)!);
}

/** The fields an update names; absent ones stay as they are. */
function withoutUndefined(changes: TastingChanges): TastingUpdate {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as TastingUpdate;
}
