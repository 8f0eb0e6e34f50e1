import { Injectable } from '@nestjs/common';
import {
  AppError,
  type CreateTastingRequest,
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
import { z } from 'zod';
import type { TastingEntity } from '../entities/tasting.entity';
import { AuthorsRepository } from '../repositories/authors.repository';
import {
  type RecentPosition,
  type TastingListRow,
  type TastingScope,
  TastingsRepository,
  type TastingUpdate,
} from '../repositories/tastings.repository';
import { MediaDeletion } from './media-deletion';
import { TastingEventSink } from './tasting-events';
import { decodeRankedCursor, decodeRecentCursor, encodeRankedCursor, encodeRecentCursor } from './page-cursor';
import { chooseSearchMode } from './search-mode';
import { toListItem, toTasting } from './tasting-view';

/** What erasing an account's tastings removed (and every image of theirs, saved or not). */
export interface ErasedTastings {
  tastings: number;
}

/**
 * The rules of saved tastings. Identity comes only from the acting user the transport hands over:
 * - a private tasting exists only for its owner; anyone else gets NOT_FOUND, exactly as for an id that
 *   never existed, so existence does not leak; updates and deletes are the owner's alone, likewise;
 * - a userId filter other than the actor's own shows that user's public tastings only.
 */
@Injectable()
export class TastingService {
  constructor(
    private readonly tastings: TastingsRepository,
    private readonly authors: AuthorsRepository,
    private readonly media: MediaDeletion,
    private readonly events: TastingEventSink,
  ) {}

  async create(actorId: string, request: CreateTastingRequest): Promise<Tasting> {
    assertOwnImages(actorId, request.conversation);
    const { summary, ...fields } = request;
    const saved = await this.tastings.transaction(async (tastings) => {
      const inserted = await tastings.insert({
        ...fields,
        userId: actorId,
        summary: summary ?? tastingSummaryOf(fields.conversation),
      });
      await this.events.saved(tastings.manager, inserted);
      return inserted;
    });
    return toTasting(saved);
  }

  /** A tasting the viewer may see: any public one, and their own private ones. No viewer: public ones only. */
  async get(viewerId: string | null, id: string): Promise<Tasting> {
    const tasting = await this.tastings.findById(id);
    if (tasting === null || !isVisibleTo(tasting, viewerId)) throw tastingNotFound();
    const authors = await this.authors.byIds([tasting.userId]);
    return { ...toTasting(tasting), user: authors.get(tasting.userId) ?? null };
  }

  async update(actorId: string, id: string, changes: TastingChanges): Promise<Tasting> {
    if (changes.conversation) assertOwnImages(actorId, changes.conversation);
    if (changes.visibility === 'public' && (await this.tastings.isWithdrawn(id, actorId))) {
      throw new AppError('FORBIDDEN', WITHDRAWN_MESSAGE);
    }
    const updated = await this.tastings.transaction(async (tastings) => {
      const changed = await tastings.updateOwned(id, actorId, withoutUndefined(changes));
      if (changed === null) throw tastingNotFound();
      await this.events.saved(tastings.manager, changed);
      return changed;
    });
    return toTasting(updated);
  }

  /**
   * An admin removed a reported public tasting: it stays its author's, private (their own record of a
   * wine is not deleted), and leaves journeys and wine search. A repeated removal changes nothing.
   */
  async withdrawFromPublic(id: string, ownerId: string): Promise<void> {
    await this.tastings.transaction(async (tastings) => {
      const withdrawn = await tastings.withdraw(id, ownerId);
      if (withdrawn !== null) await this.events.saved(tastings.manager, withdrawn);
    });
  }

  /** Deletes the actor's tasting and their images that no other tasting of theirs shows. */
  async remove(actorId: string, id: string): Promise<{ success: true }> {
    if (!(await this.tastings.existsOwned(id, actorId))) throw tastingNotFound();
    // Images first: if deleting them fails, the tasting is still there and the delete can be retried.
    await this.media.deleteMedia(ownMediaKeys(await this.tastings.mediaUrlsOnlyIn(id, actorId), actorId));
    await this.tastings.transaction(async (tastings) => {
      if (!(await tastings.deleteOwned(id, actorId))) throw tastingNotFound();
      await this.events.deleted(tastings.manager, id, actorId);
    });
    return { success: true };
  }

  /**
   * Account deletion (`user.deleted`): every tasting of the user and the images they own. Safe to
   * repeat. Their name in the authors projection goes with AuthorsProjection.
   */
  async eraseUser(userId: string): Promise<ErasedTastings> {
    // The whole prefix, not only what tastings show: chat photos never saved and paintings go too.
    await this.media.deleteOwnerMedia(userId);
    const tastings = await this.tastings.deleteAllOfUser(userId);
    return { tastings };
  }

  /** `GET /api/wine-tastings`: the actor's own tastings, or (userId of someone else) that user's public ones. */
  list(actorId: string, request: TastingListRequest): Promise<TastingPage> {
    const scope: TastingScope =
      request.userId === undefined || request.userId === actorId
        ? { kind: 'owner', userId: actorId }
        : { kind: 'publicOf', userId: request.userId };
    return this.page(scope, request);
  }

  /** `GET /api/wine-tastings/all` and `/search`: every public tasting; a userId narrows as in `list`. */
  listAll(actorId: string, request: TastingListRequest): Promise<TastingPage> {
    const scope: TastingScope =
      request.userId === undefined
        ? { kind: 'public' }
        : request.userId === actorId
          ? { kind: 'owner', userId: actorId }
          : { kind: 'publicOf', userId: request.userId };
    return this.page(scope, request);
  }

  /** Anyone may see an image a public tasting shows (the gateway lets owners see their own without asking). */
  async mediaVisible(key: string): Promise<{ visible: boolean }> {
    const owner = mediaOwnerOf(key);
    if (owner === null || !z.uuid().safeParse(owner).success) return { visible: false };
    return { visible: await this.tastings.isMediaUrlInPublicTasting(`${MEDIA_URL_PREFIX}${key}`, owner) };
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
      const after = request.cursor === undefined ? undefined : decodeRecentCursor(request.cursor);
      const rows = await this.tastings.listRecent({ ...options, after });
      return this.withAuthors(toPage(rows, request.limit, (last) => encodeRecentCursor(last.position)));
    }
    const after = request.cursor === undefined ? undefined : decodeRankedCursor(request.cursor);
    const mode = chooseSearchMode(request.query, request.textSearch);
    const rows = await this.tastings.search({ ...options, term: request.query, mode, after });
    return this.withAuthors(toPage(rows, request.limit, (last) => encodeRankedCursor(last.position)));
  }

  /** Names each item's author from the projection: one lookup for the page, never one per card. */
  private async withAuthors(page: TastingPage): Promise<TastingPage> {
    const authors = await this.authors.byIds(page.items.map((item) => item.userId));
    return { ...page, items: page.items.map((item) => ({ ...item, user: authors.get(item.userId) ?? null })) };
  }
}

function isVisibleTo(tasting: TastingEntity, viewerId: string | null): boolean {
  return tasting.visibility === 'public' || tasting.userId === viewerId;
}

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
