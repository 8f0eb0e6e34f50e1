import { z } from 'zod';
import { LabelYearSchema, WineTypeSchema } from './ai';
import { rpc } from './contract';
import { MediaUrlSchema, MediaVisibleReplySchema, MediaVisibleRequestSchema } from './media';
import {
  BooleanQueryFlag,
  EXPORT_TASTING_PAGE_MAX,
  exportPageOf,
  exportPageRequest,
  PageCursorSchema,
  PageSizeQuery,
  TASTING_PAGE_SIZE_DEFAULT,
  TASTING_PAGE_SIZE_MAX,
  withoutUndefined,
} from './paging';
import { PersonSchema } from './people';
import { TastingNoteSchema } from './tasting-note';
import { atMost, cutText, MESSAGE_CONTENT_MAX, noNul, SearchTextSchema, WITHOUT_NUL } from './text';
import { VintageInputSchema, WineTypeInputSchema } from './wine';

// ---------------------------------------------------------------------------------------------------
// Limits (taste-and-account.md §5 "Save form", §9; social-and-discovery.md §5, §9)
// ---------------------------------------------------------------------------------------------------

/** Title, varietal, producer and wineName: at most 60 characters each (spec §5, §9). */
export const TASTING_TEXT_MAX = 60;
/**
 * Messages per saved conversation (not in the spec; a bound of ours): 50 exchanges. With the content
 * cut above, a save payload stays bounded (about 100 KB at worst, a few KB for a typical tasting).
 */
export const MAX_CONVERSATION_MESSAGES = 100;
/** A summary the client writes itself (not in the spec; the derived one is at most 153 characters). */
export const SUMMARY_MAX = 500;
/** Summary rule (spec §9): the fixed text, and how much of the second message the derived summary keeps. */
export const DEFAULT_TASTING_SUMMARY = 'Wine tasting session';
export const SUMMARY_EXCERPT_LENGTH = 150;

/**
 * Spec taste-and-account §9 "Summary", the one rule the web (on save) and the tasting service (a save
 * without one) apply: with more than 2 messages, the second message's first 150 characters plus '...';
 * otherwise 'Wine tasting session'. A second message with no text (a photo sent alone) also gets the
 * fixed text, since '...' alone would summarise nothing; the cut never splits a character.
 */
export function tastingSummaryOf(messages: ReadonlyArray<{ content: string }>): string {
  const second = messages[1]?.content.trim() ?? '';
  if (messages.length <= 2 || !second) return DEFAULT_TASTING_SUMMARY;
  return `${cutText(second, SUMMARY_EXCERPT_LENGTH)}...`;
}
export const PLACE_TEXT_MAX = 200;

// ---------------------------------------------------------------------------------------------------
// Field rules, each usable alone (the web's forms share them)
// ---------------------------------------------------------------------------------------------------

export const TastingVisibilitySchema = z.enum(['public', 'private']);
export type TastingVisibility = z.infer<typeof TastingVisibilitySchema>;

/** Status values other than 'active': not shown (spec §3); saved and updated tastings are 'active' (§4). */
export const TastingStatusSchema = z.literal('active');
export type TastingStatus = z.infer<typeof TastingStatusSchema>;

export const MessageRoleSchema = z.enum(['user', 'assistant']);
export type MessageRole = z.infer<typeof MessageRoleSchema>;

/** Optional label text (producer, wineName, varietal): trimmed, at most 60, blank stored as null. */
export const TastingLabelFieldSchema = z
  .string()
  .trim()
  .max(TASTING_TEXT_MAX, atMost(TASTING_TEXT_MAX))
  .regex(WITHOUT_NUL, noNul)
  .nullable()
  .transform((text) => (text ? text : null));

export const TastingTitleSchema = z
  .string()
  .trim()
  .min(1, { error: 'Required' })
  .max(TASTING_TEXT_MAX, atMost(TASTING_TEXT_MAX))
  .regex(WITHOUT_NUL, noNul);

/** A summary written by the client; blank means "derive it" (the server applies the spec's rule). */
const SummaryInputSchema = z
  .string()
  .trim()
  .max(SUMMARY_MAX, atMost(SUMMARY_MAX))
  .regex(WITHOUT_NUL, noNul)
  .transform((text) => (text ? text : undefined));

/** Out of 5 (social §3), in half steps. */
export const TastingRatingSchema = z.number().min(0).max(5).multipleOf(0.5);

const PlaceTextSchema = z.string().trim().max(PLACE_TEXT_MAX, atMost(PLACE_TEXT_MAX)).regex(WITHOUT_NUL, noNul);

/** Where the wine was enjoyed, as a place search returns it (social §3: placeId, name, address, optional rating). */
export const PlaceDetailsSchema = z.object({
  placeId: PlaceTextSchema.min(1),
  name: PlaceTextSchema,
  address: PlaceTextSchema,
  rating: z.number().min(0).max(5).optional(),
});
export type PlaceDetails = z.infer<typeof PlaceDetailsSchema>;

const OptionalPlaceEnjoyedSchema = PlaceTextSchema.nullable().transform((text) => (text ? text : null));

// ---------------------------------------------------------------------------------------------------
// The tasting as services and clients see it
// ---------------------------------------------------------------------------------------------------

/** A saved conversation message (spec §3 Message, social §3 Conversation message). */
export const TastingMessageSchema = z.object({
  role: MessageRoleSchema,
  content: z.string().max(MESSAGE_CONTENT_MAX),
  image: MediaUrlSchema.optional(),
  generatedImage: MediaUrlSchema.optional(),
});
export type TastingMessage = z.infer<typeof TastingMessageSchema>;

/**
 * A message as a client sends it for saving: content cut to 1000 characters (spec §9), images as media
 * URLs (null or absent when none), fields the chat keeps for itself (ids, wineLabel, …) dropped.
 */
export const TastingMessageInputSchema = z
  .object({
    role: MessageRoleSchema,
    content: z.string().regex(WITHOUT_NUL, noNul),
    image: MediaUrlSchema.nullish(),
    generatedImage: MediaUrlSchema.nullish(),
  })
  .transform(({ role, content, image, generatedImage }): TastingMessage => ({
    role,
    content: cutText(content, MESSAGE_CONTENT_MAX),
    ...(image && { image }),
    ...(generatedImage && { generatedImage }),
  }));

export const ConversationInputSchema = z
  .array(TastingMessageInputSchema)
  .max(MAX_CONVERSATION_MESSAGES, { error: `A tasting holds at most ${MAX_CONVERSATION_MESSAGES} messages` });

/**
 * Whether others may see a public tasting: `held` while the moderation check's doubt waits for an admin
 * (its owner sees it, marked in review). Private tastings are not checked and stay `published`.
 */
export const TastingModerationStateSchema = z.enum(['published', 'held']);
export type TastingModerationState = z.infer<typeof TastingModerationStateSchema>;

/** Every field of both specs (taste-and-account §3 Tasting, social-and-discovery §3 Tasting (public view)). */
export const TastingSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  title: z.string(),
  wineType: WineTypeSchema,
  summary: z.string(),
  conversation: z.array(TastingMessageSchema),
  visibility: TastingVisibilitySchema,
  status: TastingStatusSchema,
  producer: z.string().nullable(),
  wineName: z.string().nullable(),
  varietal: z.string().nullable(),
  /** 'NV', a year from 1950 to 2039, or null (see `normaliseVintage`). */
  year: LabelYearSchema.nullable(),
  rating: TastingRatingSchema.nullable(),
  placeEnjoyed: z.string().nullable(),
  placeDetails: PlaceDetailsSchema.nullable(),
  /**
   * Ours: the structured tasting note (tasting-note.ts); null when nothing in it is filled, absent from a
   * tasting service that predates notes (so replicas can be upgraded one by one).
   */
  note: TastingNoteSchema.nullable().optional(),
  /** Ours: only the owner ever sees `held`. */
  moderationState: TastingModerationStateSchema.optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /**
   * Who shared it (social §3 "Tasting (public view)": `user`), on reads: from the tasting service's
   * projection of auth's users; null while the projection has not heard of them.
   */
  user: PersonSchema.nullable().optional(),
});
export type Tasting = z.infer<typeof TastingSchema>;

/** A list entry: the whole tasting, without `conversation` when the list was asked with skipConversation. */
export const TastingListItemSchema = TastingSchema.extend({
  conversation: TastingSchema.shape.conversation.optional(),
});
export type TastingListItem = z.infer<typeof TastingListItemSchema>;

/**
 * One keyset page, newest first (search: best match first). `nextCursor` is opaque: pass it back as
 * `cursor` with the same filters for the next page; null on the last page.
 */
export const TastingPageSchema = z.object({
  items: z.array(TastingListItemSchema),
  nextCursor: z.string().nullable(),
});
export type TastingPage = z.infer<typeof TastingPageSchema>;

// ---------------------------------------------------------------------------------------------------
// Writes: POST /api/wine-tastings, PUT /api/wine-tastings/{id}
// ---------------------------------------------------------------------------------------------------

/** The web sends the user id with saves and updates (spec §7); it is accepted and ignored: the session decides who acts. */
const IgnoredUserId = z.unknown().optional();

const tastingFields = {
  title: TastingTitleSchema,
  wineType: WineTypeInputSchema,
  summary: SummaryInputSchema,
  conversation: ConversationInputSchema,
  visibility: TastingVisibilitySchema,
  status: TastingStatusSchema,
  producer: TastingLabelFieldSchema,
  wineName: TastingLabelFieldSchema,
  varietal: TastingLabelFieldSchema,
  year: VintageInputSchema,
  rating: TastingRatingSchema.nullable(),
  placeEnjoyed: OptionalPlaceEnjoyedSchema,
  placeDetails: PlaceDetailsSchema.nullable(),
  note: TastingNoteSchema.nullable(),
};

/**
 * RPC `tasting.create`: a new tasting of the acting user. Defaults of the spec (§9): wine type red,
 * visibility public, status 'active'; a missing summary is derived from the conversation.
 */
export const CreateTastingRequestSchema = z.strictObject({
  title: tastingFields.title,
  wineType: tastingFields.wineType.default('red'),
  summary: tastingFields.summary.optional(),
  conversation: tastingFields.conversation.default([]),
  visibility: tastingFields.visibility.default('public'),
  status: tastingFields.status.default('active'),
  producer: tastingFields.producer.default(null),
  wineName: tastingFields.wineName.default(null),
  varietal: tastingFields.varietal.default(null),
  year: tastingFields.year.default(null),
  rating: tastingFields.rating.default(null),
  placeEnjoyed: tastingFields.placeEnjoyed.default(null),
  placeDetails: tastingFields.placeDetails.default(null),
  note: tastingFields.note.default(null),
});
export type CreateTastingRequest = z.infer<typeof CreateTastingRequestSchema>;

/** `POST /api/wine-tastings` body; parsing it yields the `tasting.create` request (the body's userId is dropped). */
export const CreateTastingBodySchema = CreateTastingRequestSchema.extend({ userId: IgnoredUserId }).transform(
  ({ userId: _ignored, ...request }): CreateTastingRequest => request,
);
export type CreateTastingBody = z.input<typeof CreateTastingBodySchema>;

/** What an update may change: any of the saved fields; the auto-save sends conversation and status (spec §7). */
export const TastingChangesSchema = z.strictObject({
  title: tastingFields.title.optional(),
  wineType: tastingFields.wineType.optional(),
  summary: tastingFields.summary.optional(),
  conversation: tastingFields.conversation.optional(),
  visibility: tastingFields.visibility.optional(),
  status: tastingFields.status.optional(),
  producer: tastingFields.producer.optional(),
  wineName: tastingFields.wineName.optional(),
  varietal: tastingFields.varietal.optional(),
  year: tastingFields.year.optional(),
  rating: tastingFields.rating.optional(),
  placeEnjoyed: tastingFields.placeEnjoyed.optional(),
  placeDetails: tastingFields.placeDetails.optional(),
  note: tastingFields.note.optional(),
});
export type TastingChanges = z.infer<typeof TastingChangesSchema>;

/** `PUT /api/wine-tastings/{id}` body; parsing it yields the `changes` of `tasting.update` (userId dropped). */
export const UpdateTastingBodySchema = TastingChangesSchema.extend({ userId: IgnoredUserId }).transform(
  ({ userId: _ignored, ...changes }): TastingChanges => changes,
);
export type UpdateTastingBody = z.input<typeof UpdateTastingBodySchema>;

export const UpdateTastingRequestSchema = z.strictObject({ id: z.uuid(), changes: TastingChangesSchema });
export type UpdateTastingRequest = z.infer<typeof UpdateTastingRequestSchema>;

/** `{id}` of `/api/wine-tastings/{id}` and `/api/wine-tastings/{id}/public`; also the request of get, getPublic, remove. */
export const TastingIdSchema = z.strictObject({ id: z.uuid() });
export type TastingId = z.infer<typeof TastingIdSchema>;

/**
 * What anyone gets for a tasting they may not see, and for an id that never existed or is malformed:
 * the same words, so existence does not leak.
 */
export const TASTING_NOT_FOUND_MESSAGE = 'Wine tasting not found';

/** `DELETE /api/wine-tastings/{id}` reply (the web reads "ok or success", spec §7). */
export const TastingRemovedSchema = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------------------------------------------
// Reads: GET /api/wine-tastings, /all, /search
// ---------------------------------------------------------------------------------------------------

/**
 * RPC `tasting.list` / `tasting.listAll` request (the parsed form of the HTTP query).
 *
 * - `query`: search term; below 3 characters every word must begin a word of title, producer, wine
 *   name or varietal; from 3 characters also near misses of those words ('cabernt') and the words of
 *   the summary and conversation count (Browse, social §4). Results come best match first: label
 *   matches, then near misses, then conversation matches, each newest first. Without a query: newest first.
 * - `textSearch`: false keeps any query to the label fields only (default true: the rule above).
 * - `userId`: whose tastings. Only the acting user sees their own private tastings; naming anyone
 *   else shows that person's public tastings only.
 * - `skipConversation`: leave `conversation` out of each item (cards need no conversation).
 */
export const TastingListRequestSchema = z.strictObject({
  query: SearchTextSchema.optional(),
  wineType: WineTypeInputSchema.optional(),
  textSearch: z.boolean().default(true),
  userId: z.uuid().optional(),
  skipConversation: z.boolean().default(false),
  limit: z.number().int().min(1).max(TASTING_PAGE_SIZE_MAX).default(TASTING_PAGE_SIZE_DEFAULT),
  cursor: PageCursorSchema.optional(),
});
export type TastingListRequest = z.infer<typeof TastingListRequestSchema>;

/** RPC `tasting.search` request: as the list's, with the term required. */
export const TastingSearchRequestSchema = TastingListRequestSchema.extend({ query: SearchTextSchema });
export type TastingSearchRequest = z.infer<typeof TastingSearchRequestSchema>;

const listQueryFields = {
  query: z.string().optional(),
  wineType: z.string().optional(),
  textSearch: BooleanQueryFlag.optional(),
  userId: z.string().optional(),
  skipConversation: BooleanQueryFlag.optional(),
  limit: PageSizeQuery.optional(),
  cursor: z.string().optional(),
};

/**
 * Query string of `GET /api/wine-tastings` and `GET /api/wine-tastings/all`
 * (`query, wineType, textSearch, userId, skipConversation`, spec §3/§7, plus `limit` and `cursor`);
 * parsing yields the RPC request.
 */
export const TastingListQuerySchema = z
  .strictObject(listQueryFields)
  .transform(withoutUndefined)
  .pipe(TastingListRequestSchema);
export type TastingListQuery = z.input<typeof TastingListQuerySchema>;

/** Query string of `GET /api/wine-tastings/search` (the term in `query`); parsing yields the RPC request. */
export const TastingSearchQuerySchema = z
  .strictObject({ ...listQueryFields, query: z.string() })
  .transform(withoutUndefined)
  .pipe(TastingSearchRequestSchema);
export type TastingSearchQuery = z.input<typeof TastingSearchQuerySchema>;

// ---------------------------------------------------------------------------------------------------
// RPC contracts (queue rpc.tasting). Every call needs an acting user except getPublic.
// ---------------------------------------------------------------------------------------------------

export const TastingRpc = {
  /** `GET /api/wine-tastings`: the actor's own tastings (all visibilities), or another user's public ones. */
  list: rpc('tasting', 'tasting.list', TastingListRequestSchema, TastingPageSchema),
  /** `GET /api/wine-tastings/all`: every user's public tastings (Explore "All Tastings"); userId narrows as in list. */
  listAll: rpc('tasting', 'tasting.listAll', TastingListRequestSchema, TastingPageSchema),
  /** `GET /api/wine-tastings/search`: listAll's scope (userId narrows), term required, best match first. */
  search: rpc('tasting', 'tasting.search', TastingSearchRequestSchema, TastingPageSchema),
  /** `GET /api/wine-tastings/{id}`: own tastings, and other users' public ones; anything else NOT_FOUND. */
  get: rpc('tasting', 'tasting.get', TastingIdSchema, TastingSchema),
  /** `GET /api/wine-tastings/{id}/public`: a public tasting for anyone (no actor needed), own private ones for the owner. */
  getPublic: rpc('tasting', 'tasting.getPublic', TastingIdSchema, TastingSchema, { actor: 'optional' }),
  /** `POST /api/wine-tastings` */
  create: rpc('tasting', 'tasting.create', CreateTastingRequestSchema, TastingSchema),
  /** `PUT /api/wine-tastings/{id}`: owner only (others NOT_FOUND); sets updatedAt. */
  update: rpc('tasting', 'tasting.update', UpdateTastingRequestSchema, TastingSchema),
  /** `DELETE /api/wine-tastings/{id}`: owner only (others NOT_FOUND); its images are deleted too. */
  remove: rpc('tasting', 'tasting.remove', TastingIdSchema, TastingRemovedSchema),
  /**
   * `GET /api/media/{key}` for someone other than the image's owner: true when a public tasting's
   * conversation shows it (as image or generatedImage). Needs no actor (public tastings are shared).
   */
  mediaVisible: rpc('tasting', 'tasting.mediaVisible', MediaVisibleRequestSchema, MediaVisibleReplySchema, {
    actor: 'optional',
  }),
  /** "Download my data": the actor's own tastings, private ones too, each with its whole conversation. */
  exportTastings: rpc(
    'tasting',
    'tasting.exportTastings',
    exportPageRequest(EXPORT_TASTING_PAGE_MAX),
    exportPageOf(TastingSchema.omit({ user: true })),
  ),
} as const;
