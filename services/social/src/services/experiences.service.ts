import { Inject, Injectable } from '@nestjs/common';
import { ContentCheck, type MediaStore, TermsGate, Transactions } from '@sorsi/kit';
import {
  type Actor,
  AppError,
  type CreatedExperience,
  type CreateExperienceRequest,
  type Experience,
  type ExperienceChanges,
  type FeedItem,
  type FeedRequest,
  hashtagsOf,
  mediaKeyOf,
  mediaOwnerOf,
  SocialEvents,
  tagsOf,
} from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { EngagementRepository } from '../repositories/engagement.repository';
import { ExperiencesRepository } from '../repositories/experiences.repository';
import { nextCursor } from '../sql/keyset';
import { experienceOf, type ExperienceRow } from '../sql/rows';
import { feedWindow, HomeFeed } from './feeds';
import { moderated } from './moderated';
import { ModerationOutcomesService } from './moderation-outcomes.service';
import { experienceNotFound, FEED_ENGAGEMENT, postFieldsShown } from './post-rules';
import { SocialEventPublisher } from './social-event-publisher';
import { PeoplePresence } from './people-presence';

/** Injection token of the media store (the kit's MediaStore, built from the service's MEDIA_* settings). */
export const MEDIA_STORE = Symbol('MEDIA_STORE');

/**
 * Posts: creating (through the moderation check), reading what the viewer may see, the author's edits
 * and deletion, and the Home and Discover feeds with each post's engagement.
 */
@Injectable()
export class ExperiencesService {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(PeoplePresence) private readonly presence: PeoplePresence,
    @Inject(ExperiencesRepository) private readonly experiences: ExperiencesRepository,
    @Inject(EngagementRepository) private readonly engagement: EngagementRepository,
    @Inject(HomeFeed) private readonly homeFeed: HomeFeed,
    @Inject(ContentCheck) private readonly moderation: ContentCheck,
    @Inject(TermsGate) private readonly terms: TermsGate,
    @Inject(SocialEventPublisher) private readonly events: SocialEventPublisher,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
    @Inject(ModerationOutcomesService) private readonly decisions: ModerationOutcomesService,
  ) {}

  /** A post needs accepted terms, and every field others will see passes the check, the photo too. */
  async create(actor: Actor, request: CreateExperienceRequest): Promise<CreatedExperience> {
    const authorId = actor.userId;
    await this.terms.assertAccepted(actor);
    const imageKey = request.imageUrl === null ? null : ownImageKey(authorId, request.imageUrl);
    // The id is chosen first: the check records its decision (and a hold for review) under it.
    const id = randomUUID();
    const post = {
      summary: request.summary,
      wines: request.wines,
      location: request.location,
      feeling: request.feeling,
      tags: tagsOf(request.tags, request.summary),
    };
    const { state, moderationInfo } = moderated(await this.checked(id, authorId, post, imageKey));
    const stored = await this.transactions.run(async (tx) => {
      await this.presence.hold(tx, [authorId]);
      const moderationState = await this.decisions.stateToStore(tx, 'experience', id, state);
      await this.experiences.insert(tx, {
        ...post,
        id,
        userId: authorId,
        imageKey,
        visibility: request.visibility,
        moderationState,
      });
      return moderationState;
    });
    const created = experienceOf((await this.experiences.findOwn(this.transactions.db, authorId, id))!);
    return moderationInfo && stored === 'held' ? { ...created, moderationInfo } : created;
  }

  async get(viewerId: string, id: string): Promise<FeedItem> {
    const row = await this.experiences.findVisible(this.transactions.db, viewerId, id);
    if (!row) throw experienceNotFound();
    const [item] = await this.withEngagement(viewerId, [row]);
    return item!;
  }

  /**
   * The author changes caption, wines, location or feeling. A new caption brings its #hashtags into the tags
   * (the tags the post had are kept), as when posting. The post as edited passes the check again, every
   * field with the photo (a clean caption does not clear a doubtful place or photo).
   */
  async update(actor: Actor, id: string, changes: ExperienceChanges): Promise<Experience> {
    const authorId = actor.userId;
    const { db } = this.transactions;
    const own = await this.experiences.findOwn(db, authorId, id);
    if (!own) throw experienceNotFound();
    await this.terms.assertAccepted(actor);
    const tags = changes.summary === undefined ? undefined : tagsOf([...own.tags, ...hashtagsOf(changes.summary)], '');
    const edited = {
      summary: changes.summary ?? own.summary,
      wines: changes.wines ?? own.wines,
      location: changes.location === undefined ? own.location : changes.location,
      feeling: changes.feeling === undefined ? own.feeling : changes.feeling,
      tags: tags ?? own.tags,
    };
    const { state: moderationState } = moderated(await this.checked(id, authorId, edited, own.image_key));
    const edit = { ...changes, ...(tags && { tags }), moderationState };
    if (!(await this.experiences.update(db, authorId, id, edit))) {
      throw experienceNotFound();
    }
    return experienceOf((await this.experiences.findOwn(db, authorId, id))!);
  }

  async remove(authorId: string, id: string): Promise<{ success: true }> {
    const removed = await this.transactions.run(async (tx) => {
      const deleted = await this.experiences.remove(tx, authorId, id);
      if (!deleted) throw experienceNotFound();
      await this.events.tell(tx, SocialEvents.experienceRemoved, { experienceId: id, authorId });
      return deleted;
    });
    // The photo goes with its post, unless another post of the author shows the same upload.
    if (removed.imageKey && !(await this.experiences.imageInUse(this.transactions.db, removed.imageKey))) {
      await this.media.delete([removed.imageKey]);
    }
    return { success: true };
  }

  async home(viewerId: string, request: FeedRequest): Promise<{ items: FeedItem[]; nextCursor: string | null }> {
    const rows = await this.homeFeed.page(this.transactions.db, viewerId, feedWindow(request));
    return { items: await this.withEngagement(viewerId, rows), nextCursor: nextCursor(rows, request.limit) };
  }

  async discover(viewerId: string, request: FeedRequest): Promise<{ items: FeedItem[]; nextCursor: string | null }> {
    const rows = await this.experiences.discover(this.transactions.db, viewerId, feedWindow(request));
    return { items: await this.withEngagement(viewerId, rows), nextCursor: nextCursor(rows, request.limit) };
  }

  /**
   * Someone else's stored photo: visible while a post the viewer may see shows it; never to strangers
   * (an admin's review reaches photos through the report that names them, at the moderation service).
   */
  async mediaVisible(viewer: Actor | null, key: string): Promise<{ visible: boolean }> {
    if (viewer === null) return { visible: false };
    return { visible: await this.experiences.imageVisible(this.transactions.db, viewer.userId, key) };
  }

  /** The sweep of unused uploads asks which of its candidates a post still shows. */
  async keysInUse(keys: readonly string[]): Promise<{ keys: string[] }> {
    return { keys: keys.length === 0 ? [] : await this.experiences.keysInUse(this.transactions.db, keys) };
  }

  private checked(id: string, authorId: string, post: Parameters<typeof postFieldsShown>[0], imageKey: string | null) {
    return this.moderation.check({
      subject: postSubject(id),
      authorId,
      fields: postFieldsShown(post),
      imageKeys: imageKey === null ? [] : [imageKey],
    });
  }

  private async withEngagement(viewerId: string, rows: readonly ExperienceRow[]): Promise<FeedItem[]> {
    const engagement = await this.engagement.of(
      this.transactions.db,
      viewerId,
      rows.map((row) => row.id),
      FEED_ENGAGEMENT,
    );
    return rows.map((row) => ({ ...experienceOf(row), engagement: engagement.get(row.id)! }));
  }
}

const postSubject = (id: string) => ({ type: 'experience' as const, id, experienceId: id });

/** A post's photo must be one the author uploaded (its key says whose it is). */
function ownImageKey(authorId: string, imageUrl: string): string {
  const key = mediaKeyOf(imageUrl);
  if (key === null || mediaOwnerOf(key) !== authorId) throw new AppError('VALIDATION', 'imageUrl: Image not found');
  return key;
}
