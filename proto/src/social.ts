import { z } from 'zod';
import { event, rpc } from './contract';
import {
  CommentBodySchema,
  CreatedCommentSchema,
  CreatedExperienceSchema,
  EngagementSchema,
  ExperienceCaptionSchema,
  ExperienceFeelingSchema,
  ExperienceLocationSchema,
  ExperienceSchema,
  ExperienceTagsSchema,
  ExperienceVisibilitySchema,
  ExperienceWinesSchema,
  FeedItemSchema,
  FeedRequestSchema,
  LikerSchema,
  LikeStateSchema,
  ListRequestSchema,
  pageOf,
  SuccessSchema,
  CommentSchema,
  UpdateExperienceBodySchema,
} from './experiences';
import {
  BlockStatusSchema,
  FollowStatusSchema,
  PersonRefSchema,
  PersonSchema,
  UserListItemSchema,
  UserProfileSchema,
} from './people';
import { MediaKeySchema, MediaUrlSchema } from './media';
import { TastingSavedSchema } from './tasting-events';
import { SearchTextSchema } from './text';
import { ReportTargetTypeSchema } from './reports';
import { ReportTargetSchema } from './moderation';
import { EXPORT_PAGE_MAX, exportPageOf, exportPageRequest } from './paging';
import {
  ExportedCommentSchema,
  ExportedConnectionSchema,
  ExportedLikeSchema,
  ExportedPostSchema,
} from './export-pages';

// The social service (queue rpc.social): experiences, engagement, follows, blocks, profiles and
// journeys, people and wine search. Who acts always comes from the request envelope, never a payload.

// ---------------------------------------------------------------------------------------------------
// Journey and wine search (§2 Profile "Wine Journey", §3 "Wine journey item", "Search result")
// ---------------------------------------------------------------------------------------------------

/**
 * A tasting as the journey and wine search show it: the social service keeps it from tasting events, so
 * it is what an event carries (less the moderation bookkeeping) and who saved it.
 */
export const JourneyTastingSchema = TastingSavedSchema.pick({
  id: true,
  userId: true,
  title: true,
  wineType: true,
  producer: true,
  wineName: true,
  varietal: true,
  year: true,
  summary: true,
  visibility: true,
  imageUrl: true,
  note: true,
  createdAt: true,
}).extend({ user: PersonSchema });
export type JourneyTasting = z.infer<typeof JourneyTastingSchema>;

/** §3 "Wine journey item: type, id, plus display content", keyed by type and id. */
export const JourneyItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('experience'), id: z.uuid(), createdAt: z.iso.datetime(), experience: ExperienceSchema }),
  z.object({ type: z.literal('tasting'), id: z.uuid(), createdAt: z.iso.datetime(), tasting: JourneyTastingSchema }),
]);
export type JourneyItem = z.infer<typeof JourneyItemSchema>;

/** Wine search needs at least 2 characters (§5, §9). */
export const WINE_SEARCH_MIN_LENGTH = 2;
export const WINE_SEARCH_RESULTS_MAX = 50;

/** `GET /api/search/wines?q=` query. */
export const WineSearchQuerySchema = z.strictObject({
  q: SearchTextSchema.pipe(
    z.string().min(WINE_SEARCH_MIN_LENGTH, { error: `Type at least ${WINE_SEARCH_MIN_LENGTH} characters` }),
  ),
});
export type WineSearchQuery = z.input<typeof WineSearchQuerySchema>;

/**
 * §3 "Search result: results, count, experienceCount, tastingCount": public tastings and the
 * experiences visible to the viewer that name the wine (in a post's wines or text), what contains the
 * words typed first, then near misses, newest first in each (at most 50 results; the counts are of what
 * contains the words, and of the near misses when those fill less than a page, up to 1,000 of each kind).
 */
export const WineSearchResultSchema = z.object({
  results: z.array(JourneyItemSchema),
  count: z.number().int().min(0),
  experienceCount: z.number().int().min(0),
  tastingCount: z.number().int().min(0),
});
export type WineSearchResult = z.infer<typeof WineSearchResultSchema>;

/** `GET /api/users/search?q=`: a name or @username; the call runs only with a non-empty query (§5). */
export const UserSearchQuerySchema = z.strictObject({ q: SearchTextSchema });
export type UserSearchQuery = z.input<typeof UserSearchQuerySchema>;
export const USER_SEARCH_RESULTS_MAX = 20;

// ---------------------------------------------------------------------------------------------------
// RPC contracts
// ---------------------------------------------------------------------------------------------------

const ById = z.strictObject({ id: z.uuid() });
const ExportPage = exportPageRequest(EXPORT_PAGE_MAX);
const ByUsername = z.strictObject({ username: z.string().min(1).max(60) });

/** What `social.createExperience` stores: the gateway has already turned the photo into a media URL. */
export const CreateExperienceRequestSchema = z.strictObject({
  summary: ExperienceCaptionSchema,
  imageUrl: MediaUrlSchema.nullable(),
  visibility: ExperienceVisibilitySchema,
  wines: ExperienceWinesSchema,
  location: ExperienceLocationSchema,
  feeling: ExperienceFeelingSchema,
  tags: ExperienceTagsSchema,
});
export type CreateExperienceRequest = z.infer<typeof CreateExperienceRequestSchema>;

/** Keys per `social.keysInUse` question: a page of the sweep's listing at most. */
export const MEDIA_KEYS_PER_CHECK = 1000;

export const SocialRpc = {
  createExperience: rpc('social', 'social.createExperience', CreateExperienceRequestSchema, CreatedExperienceSchema),
  /** One post, when the viewer may see it (the deep link's post when it is not on a loaded page). */
  getExperience: rpc('social', 'social.getExperience', ById, FeedItemSchema),
  updateExperience: rpc(
    'social',
    'social.updateExperience',
    z.strictObject({ id: z.uuid(), changes: UpdateExperienceBodySchema }),
    ExperienceSchema,
  ),
  removeExperience: rpc('social', 'social.removeExperience', ById, SuccessSchema),
  /** Home: own posts and those of people one follows. */
  homeFeed: rpc('social', 'social.homeFeed', FeedRequestSchema, pageOf(FeedItemSchema)),
  /** Discover: every public post (of people not blocked either way). */
  discoverFeed: rpc('social', 'social.discoverFeed', FeedRequestSchema, pageOf(FeedItemSchema)),
  engagement: rpc('social', 'social.engagement', ById, EngagementSchema),
  toggleLike: rpc('social', 'social.toggleLike', ById, LikeStateSchema),
  likers: rpc('social', 'social.likers', ById.extend(ListRequestSchema.shape), pageOf(LikerSchema)),
  createComment: rpc(
    'social',
    'social.createComment',
    z.strictObject({ experienceId: z.uuid(), ...CommentBodySchema.shape }),
    CreatedCommentSchema,
  ),
  updateComment: rpc('social', 'social.updateComment', ById.extend(CommentBodySchema.shape), CommentSchema),
  removeComment: rpc('social', 'social.removeComment', ById, SuccessSchema),
  followStatus: rpc('social', 'social.followStatus', z.strictObject({ person: PersonRefSchema }), FollowStatusSchema),
  follow: rpc('social', 'social.follow', z.strictObject({ person: PersonRefSchema }), FollowStatusSchema),
  unfollow: rpc('social', 'social.unfollow', z.strictObject({ person: PersonRefSchema }), FollowStatusSchema),
  blockStatus: rpc('social', 'social.blockStatus', ByUsername, BlockStatusSchema),
  block: rpc('social', 'social.block', ByUsername, BlockStatusSchema),
  unblock: rpc('social', 'social.unblock', ByUsername, BlockStatusSchema),
  profile: rpc('social', 'social.profile', ByUsername, UserProfileSchema),
  journey: rpc('social', 'social.journey', ByUsername.extend(ListRequestSchema.shape), pageOf(JourneyItemSchema)),
  followers: rpc('social', 'social.followers', ByUsername.extend(ListRequestSchema.shape), pageOf(UserListItemSchema)),
  following: rpc('social', 'social.following', ByUsername.extend(ListRequestSchema.shape), pageOf(UserListItemSchema)),
  searchUsers: rpc(
    'social',
    'social.searchUsers',
    z.strictObject({ q: SearchTextSchema }),
    z.array(UserListItemSchema),
  ),
  searchWines: rpc('social', 'social.searchWines', z.strictObject({ q: z.string() }), WineSearchResultSchema),
  /** `GET /api/media/{key}` of an experience photo for someone other than its owner. */
  mediaVisible: rpc(
    'social',
    'social.mediaVisible',
    z.strictObject({ key: MediaKeySchema }),
    z.object({ visible: z.boolean() }),
    { actor: 'optional' },
  ),
  /**
   * Which of these stored images a post shows: the tasting service's sweep of unused uploads asks before
   * deleting (a service asking, so no acting user).
   */
  keysInUse: rpc(
    'social',
    'social.keysInUse',
    z.strictObject({ keys: z.array(MediaKeySchema).max(MEDIA_KEYS_PER_CHECK) }),
    z.object({ keys: z.array(z.string()) }),
    { actor: 'optional' },
  ),
  /**
   * A reported post, comment or public tasting as the reporter sees it (NOT_FOUND when they may not):
   * asked by the moderation service, acting for the reporter.
   */
  reportTarget: rpc(
    'social',
    'social.reportTarget',
    z.strictObject({ targetType: ReportTargetTypeSchema, targetId: z.uuid() }),
    ReportTargetSchema,
  ),
  /** "Download my data", each a page of the actor's own: posts (removed ones too), comments, likes. */
  exportPosts: rpc('social', 'social.exportPosts', ExportPage, exportPageOf(ExportedPostSchema)),
  exportComments: rpc('social', 'social.exportComments', ExportPage, exportPageOf(ExportedCommentSchema)),
  exportLikes: rpc('social', 'social.exportLikes', ExportPage, exportPageOf(ExportedLikeSchema)),
  /** Whom the actor follows, who follows them, whom they blocked (never who blocked them). */
  exportFollowing: rpc('social', 'social.exportFollowing', ExportPage, exportPageOf(ExportedConnectionSchema)),
  exportFollowers: rpc('social', 'social.exportFollowers', ExportPage, exportPageOf(ExportedConnectionSchema)),
  exportBlocks: rpc('social', 'social.exportBlocks', ExportPage, exportPageOf(ExportedConnectionSchema)),
} as const;

// ---------------------------------------------------------------------------------------------------
// Events the social service publishes (the notification service is fed only by these)
// ---------------------------------------------------------------------------------------------------

const At = { at: z.iso.datetime() };

export const FollowEventSchema = z.object({ followerId: z.uuid(), followeeId: z.uuid(), ...At });
export const LikeEventSchema = z.object({
  likerId: z.uuid(),
  experienceId: z.uuid(),
  /** The post's author (who is told). */
  authorId: z.uuid(),
  ...At,
});
export const CommentEventSchema = z.object({
  commentId: z.uuid(),
  commenterId: z.uuid(),
  experienceId: z.uuid(),
  authorId: z.uuid(),
  /** The start of the comment, for the notification's message. */
  excerpt: z.string().max(100),
  ...At,
});
export const CommentRemovedEventSchema = z.object({
  commentId: z.uuid(),
  /** The post's author (who was told of the comment): whose unread count the removal changes. */
  authorId: z.uuid(),
  ...At,
});
export const ExperienceRemovedEventSchema = z.object({ experienceId: z.uuid(), authorId: z.uuid(), ...At });
export const BlockEventSchema = z.object({ blockerId: z.uuid(), blockedId: z.uuid(), ...At });

/**
 * Facts, published after they commit. Undo events (unfollowed, unliked, commentRemoved) may be handled
 * before the event they undo: subscribers order each pair by `at`.
 */
export const SocialEvents = {
  followed: event('social.followed', FollowEventSchema, ['notification']),
  unfollowed: event('social.unfollowed', FollowEventSchema, ['notification']),
  liked: event('social.liked', LikeEventSchema, ['notification']),
  unliked: event('social.unliked', LikeEventSchema, ['notification']),
  commented: event('social.commented', CommentEventSchema, ['notification']),
  commentRemoved: event('social.commentRemoved', CommentRemovedEventSchema, ['notification']),
  experienceRemoved: event('social.experienceRemoved', ExperienceRemovedEventSchema, ['notification']),
  blocked: event('social.blocked', BlockEventSchema, ['notification', 'tasting']),
  unblocked: event('social.unblocked', BlockEventSchema, ['notification', 'tasting']),
} as const;
