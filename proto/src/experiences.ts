import { z } from 'zod';
import { MediaUrlSchema } from './media';
import { PageCursorSchema } from './paging';
import { atMost, cutText, noNul, WITHOUT_NUL } from './text';
import { PersonSchema } from './people';

// Experiences, likes and comments (social-and-discovery §2 "Experiences feed", §3 Experience,
// Engagement, Liker, §4 Posting/Comment/Like, §5, §6, §7 `/api/experiences…`, §9).

// ---------------------------------------------------------------------------------------------------
// Limits: the spec names the page size (12) and no other bound; the rest are ours.
// ---------------------------------------------------------------------------------------------------

export const FEED_PAGE_SIZE = 12;
export const FEED_PAGE_SIZE_MAX = 50;
/** `offset` of the spec's feed calls; deeper pages go by cursor (the web always does). */
export const FEED_OFFSET_MAX = 10_000;
export const EXPERIENCE_TEXT_MAX = 2000;
export const EXPERIENCE_WINES_MAX = 10;
export const EXPERIENCE_WINE_MAX = 100;
export const EXPERIENCE_LOCATION_MAX = 200;
export const EXPERIENCE_FEELING_MAX = 50;
export const EXPERIENCE_TAGS_MAX = 10;
export const EXPERIENCE_TAG_MAX = 30;
/** An experience photo: the spec's other photo uploads (compare, shop) allow 10 MB. */
export const EXPERIENCE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const COMMENT_MAX = 1000;
/** The likers line names this many people, then 'N others'; the likers dialog link shows above it (§9). */
export const LIKERS_NAMED = 3;
/** Comments the feed shows under each post; the engagement call returns up to ENGAGEMENT_COMMENTS_MAX. */
export const FEED_COMMENTS_SHOWN = 3;
/** A deep-linked post (`?experienceId=`) stays highlighted this long, then the parameter goes (§9). */
export const DEEP_LINK_HIGHLIGHT_MS = 3000;
export const ENGAGEMENT_COMMENTS_MAX = 100;

export const INPUT_REQUIRED_MESSAGE = 'Please add some text or upload an image.';
export const DELETE_EXPERIENCE_CONFIRMATION =
  'Are you sure you want to delete this wine experience? This action cannot be undone.';
export const EXPERIENCE_NOT_FOUND_MESSAGE = 'Experience not found';
export const COMMENT_NOT_FOUND_MESSAGE = 'Comment not found';

/** Trimmed text of at most `max` characters; blank becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, atMost(max))
    .regex(WITHOUT_NUL, noNul)
    .nullable()
    .transform((text) => (text ? text : null));

// ---------------------------------------------------------------------------------------------------
// Field rules
// ---------------------------------------------------------------------------------------------------

export const ExperienceVisibilitySchema = z.enum(['public', 'private_to_followers']);
export type ExperienceVisibility = z.infer<typeof ExperienceVisibilitySchema>;

/**
 * Every post and comment carries one. Only `published` ones are shown to others; the author sees their
 * own `held` ones marked as in review; `removed` ones are shown to nobody.
 */
export const ModerationStateSchema = z.enum(['published', 'held', 'removed']);
export type ModerationState = z.infer<typeof ModerationStateSchema>;
/** What a reader can be shown (a removed item never reaches anyone). */
export const VisibleModerationStateSchema = z.enum(['published', 'held']);

/** `moderationInfo` of a create reply held for review (§7): the web shows 'Post Submitted for Review'. */
export const ModerationInfoSchema = z.object({ needsReview: z.boolean(), message: z.string() });
export type ModerationInfo = z.infer<typeof ModerationInfoSchema>;

export const ExperienceCaptionSchema = z
  .string()
  .trim()
  .max(EXPERIENCE_TEXT_MAX, atMost(EXPERIENCE_TEXT_MAX))
  .regex(WITHOUT_NUL, noNul);

/** Wines named in a post: trimmed, blanks and repeats (ignoring case) dropped, at most 10 of 100 characters. */
export const ExperienceWinesSchema = z
  .array(z.string().trim().max(EXPERIENCE_WINE_MAX, atMost(EXPERIENCE_WINE_MAX)).regex(WITHOUT_NUL, noNul))
  .transform(distinctNonBlank)
  .pipe(z.array(z.string()).max(EXPERIENCE_WINES_MAX, { error: `At most ${EXPERIENCE_WINES_MAX} wines` }));

export const ExperienceLocationSchema = optionalText(EXPERIENCE_LOCATION_MAX);
export const ExperienceFeelingSchema = optionalText(EXPERIENCE_FEELING_MAX);

const TAG = new RegExp(`^[\\p{L}\\p{N}_]{1,${EXPERIENCE_TAG_MAX}}$`, 'u');

/** Tags without their '#', lower-cased, each 1-30 letters, digits or '_'. */
export const ExperienceTagsSchema = z
  .array(
    z
      .string()
      .trim()
      .transform((tag) => tag.replace(/^#/, '').toLowerCase())
      .pipe(z.string().regex(TAG, { error: `A tag is 1-${EXPERIENCE_TAG_MAX} letters, digits or _` })),
  )
  .transform(distinctNonBlank)
  .pipe(z.array(z.string()).max(EXPERIENCE_TAGS_MAX, { error: `At most ${EXPERIENCE_TAGS_MAX} tags` }));

const HASHTAG = new RegExp(
  `(?:^|[^\\p{L}\\p{N}_&#])#([\\p{L}\\p{N}_]{1,${EXPERIENCE_TAG_MAX}})(?![\\p{L}\\p{N}_])`,
  'gu',
);

/** The #hashtags of a caption, lower-cased, first occurrence first: a post's tags include them. */
export function hashtagsOf(text: string): string[] {
  return distinctNonBlank([...text.matchAll(HASHTAG)].map((match) => match[1]!.toLowerCase()));
}

/** A post's tags: those given, then the caption's hashtags, without repeats, at most 10. */
export function tagsOf(given: readonly string[], caption: string): string[] {
  return distinctNonBlank([...given, ...hashtagsOf(caption)]).slice(0, EXPERIENCE_TAGS_MAX);
}

function distinctNonBlank(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
  }
  return kept;
}

export const CommentContentSchema = z
  .string()
  .trim()
  .min(1, { error: 'Required' })
  .max(COMMENT_MAX, atMost(COMMENT_MAX))
  .regex(WITHOUT_NUL, noNul);

/** The short quote of a comment a notification carries. */
export const commentExcerpt = (content: string): string => {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length <= 80 ? flat : `${cutText(flat, 79)}…`;
};

// ---------------------------------------------------------------------------------------------------
// What readers get
// ---------------------------------------------------------------------------------------------------

/** §3 Experience, plus `updatedAt` and the moderation state (the author's own held posts show "in review"). */
export const ExperienceSchema = z.object({
  id: z.uuid(),
  type: z.literal('experience'),
  userId: z.uuid(),
  summary: z.string(),
  wines: z.array(z.string()),
  location: z.string().nullable(),
  feeling: z.string().nullable(),
  imageUrl: MediaUrlSchema.nullable(),
  tags: z.array(z.string()),
  visibility: ExperienceVisibilitySchema,
  moderationState: VisibleModerationStateSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  user: PersonSchema,
});
export type Experience = z.infer<typeof ExperienceSchema>;

/** §3 Engagement's recentLikers entry. */
export const RecentLikerSchema = z.object({ userId: z.uuid(), username: z.string(), firstName: z.string().nullable() });
export type RecentLiker = z.infer<typeof RecentLikerSchema>;

/** §3 Liker (the likers dialog). */
export const LikerSchema = RecentLikerSchema.extend({
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type Liker = z.infer<typeof LikerSchema>;

/** §3 Engagement's comment, plus its post, edit time and moderation state. */
export const CommentSchema = z.object({
  id: z.uuid(),
  experienceId: z.uuid(),
  userId: z.uuid(),
  content: z.string(),
  moderationState: VisibleModerationStateSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  user: PersonSchema,
});
export type Comment = z.infer<typeof CommentSchema>;

/**
 * `GET /api/experiences/{id}/engagement` (§3 Engagement): the viewer's like, the count, the most
 * recent likers (newest first, up to LIKERS_NAMED), and the comments the viewer may see, oldest first
 * (the latest ENGAGEMENT_COMMENTS_MAX), with their total.
 */
export const EngagementSchema = z.object({
  isLiked: z.boolean(),
  likeCount: z.number().int().min(0),
  recentLikers: z.array(RecentLikerSchema),
  comments: z.array(CommentSchema),
  commentCount: z.number().int().min(0),
});
export type Engagement = z.infer<typeof EngagementSchema>;

/** A feed entry: the post with its engagement (the latest FEED_COMMENTS_SHOWN comments), so a page is one call. */
export const FeedItemSchema = ExperienceSchema.extend({ engagement: EngagementSchema });
export type FeedItem = z.infer<typeof FeedItemSchema>;

/** `POST /api/experiences/{id}/like` reply: the state after the toggle. */
export const LikeStateSchema = z.object({ isLiked: z.boolean(), likeCount: z.number().int().min(0) });
export type LikeState = z.infer<typeof LikeStateSchema>;

/** Create replies (§7): the saved item, with `moderationInfo` when it is held for review. */
export const CreatedExperienceSchema = ExperienceSchema.extend({ moderationInfo: ModerationInfoSchema.optional() });
export type CreatedExperience = z.infer<typeof CreatedExperienceSchema>;
export const CreatedCommentSchema = CommentSchema.extend({ moderationInfo: ModerationInfoSchema.optional() });
export type CreatedComment = z.infer<typeof CreatedCommentSchema>;

export const SuccessSchema = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------------------------------------------
// HTTP bodies and queries
// ---------------------------------------------------------------------------------------------------

/**
 * `POST /api/experiences` (§7: text, image as a data URL, visibility; the dialog sends no more). Wines,
 * location, feeling and tags may come too; the caption's #hashtags become tags. Text or an image is
 * required (§5 'Input Required' / 'Please add some text or upload an image.').
 */
export const CreateExperienceBodySchema = z
  .strictObject({
    text: ExperienceCaptionSchema.default(''),
    image: z.string().nullish(),
    visibility: ExperienceVisibilitySchema.default('public'),
    wines: ExperienceWinesSchema.default([]),
    location: ExperienceLocationSchema.default(null),
    feeling: ExperienceFeelingSchema.default(null),
    tags: ExperienceTagsSchema.default([]),
  })
  .refine((body) => body.text !== '' || Boolean(body.image), { error: INPUT_REQUIRED_MESSAGE, path: ['text'] });
export type CreateExperienceBody = z.input<typeof CreateExperienceBodySchema>;
export type ParsedCreateExperienceBody = z.output<typeof CreateExperienceBodySchema>;

/**
 * `PATCH /api/experiences/{id}` (§6: the author edits caption, wines and location; the feeling chosen when
 * posting can be changed too, issue 21). A blank location or feeling clears it.
 */
export const UpdateExperienceBodySchema = z
  .strictObject({
    summary: ExperienceCaptionSchema.optional(),
    wines: ExperienceWinesSchema.optional(),
    location: ExperienceLocationSchema.optional(),
    feeling: ExperienceFeelingSchema.optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, { error: 'Nothing to change' });
export type UpdateExperienceBody = z.input<typeof UpdateExperienceBodySchema>;
export type ExperienceChanges = z.output<typeof UpdateExperienceBodySchema>;

/** `POST /api/experiences/{id}/comments` and `PATCH /api/experiences/comments/{commentId}` (§7: content). */
export const CommentBodySchema = z.strictObject({ content: CommentContentSchema });
export type CommentBody = z.input<typeof CommentBodySchema>;

export const WholeNumberQuery = z
  .string()
  .regex(/^\d{1,6}$/, { error: 'Expected a whole number' })
  .transform(Number);

/**
 * Query of the feed calls (§7: limit, offset; page size 12), plus `cursor`: the `X-Next-Cursor` of the
 * previous page, so deep pages cost what the first costs. With a cursor, offset is ignored.
 */
export const FeedQuerySchema = z
  .strictObject({
    limit: WholeNumberQuery.pipe(z.number().int().min(1).max(FEED_PAGE_SIZE_MAX)).optional(),
    offset: WholeNumberQuery.pipe(z.number().int().min(0).max(FEED_OFFSET_MAX)).optional(),
    cursor: PageCursorSchema.optional(),
  })
  .transform(({ limit, offset, cursor }) => ({
    limit: limit ?? FEED_PAGE_SIZE,
    offset: cursor ? 0 : (offset ?? 0),
    ...(cursor ? { cursor } : {}),
  }));
export type FeedQuery = z.input<typeof FeedQuerySchema>;

export const FeedRequestSchema = z.strictObject({
  limit: z.number().int().min(1).max(FEED_PAGE_SIZE_MAX).default(FEED_PAGE_SIZE),
  offset: z.number().int().min(0).max(FEED_OFFSET_MAX).default(0),
  cursor: PageCursorSchema.optional(),
});
export type FeedRequest = z.infer<typeof FeedRequestSchema>;

/** A page of a list that grows without bound: newest first; `nextCursor` null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** Query of other paged lists (likers, followers, following, journey, notifications): `cursor` and `limit`. */
export const ListQuerySchema = z
  .strictObject({
    limit: WholeNumberQuery.pipe(z.number().int().min(1).max(100)).optional(),
    cursor: PageCursorSchema.optional(),
  })
  .transform(({ limit, cursor }) => ({ limit: limit ?? 20, ...(cursor ? { cursor } : {}) }));
export type ListQuery = z.input<typeof ListQuerySchema>;
export const ListRequestSchema = z.strictObject({
  limit: z.number().int().min(1).max(100).default(20),
  cursor: PageCursorSchema.optional(),
});
export type ListRequest = z.infer<typeof ListRequestSchema>;
