import { z } from 'zod';
import { WineTypeSchema } from './ai';
import { rpc } from './contract';
import { MediaUrlSchema } from './media';
import { atMost, noNul, WITHOUT_NUL } from './text';

// Spec social-and-discovery: Compare and Shop screens (§2), the wine recommendation (§3), wine-list
// analysis (§4), upload and follow-up validation (§5), `POST /api/compare-wines[/followup]` and
// `/api/aisle-advisor[/followup]` (§7), the Compare error catalogue (§8), limits and value labels (§9).

/** Compare and Shop photo limit (spec §5, §9: 10 MB). */
export const ADVICE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Shop takes at most 2 shelf photos (spec §5, §9). */
export const SHELF_PHOTOS_MAX = 2;
export const FOLLOW_UP_MAX = 1000;
/** Bounds of what a list or shelf can hold, so a context sent back stays small (ours, not the spec's). */
export const LIST_ENTRIES_MAX = 300;
export const RECOMMENDATIONS_MAX = 20;
const NAME_MAX = 200;

/** Spec §9 value labels, best first. */
export const VALUE_LABELS = ['Best Value', 'Good', 'Splurge', 'Poor Value'] as const;
export const ValueLabelSchema = z.enum(VALUE_LABELS);
export type ValueLabel = z.infer<typeof ValueLabelSchema>;

export const LIST_CURRENCIES = ['€', '$', '£'] as const;
export const ListCurrencySchema = z.enum(LIST_CURRENCIES);
export type ListCurrency = z.infer<typeof ListCurrencySchema>;

/** A price as printed on the list ('€48', '9,50') with its amount; currency null when the list prints none. */
export const PrintedPriceSchema = z.object({
  printed: z.string().min(1).max(20),
  amount: z.number().nonnegative().max(1_000_000),
  currency: ListCurrencySchema.nullable(),
});
export type PrintedPrice = z.infer<typeof PrintedPriceSchema>;

const text = (max: number) => z.string().max(max, atMost(max)).regex(WITHOUT_NUL, noNul);

/** One wine read off a list or a shelf: the name as printed, what could be told apart, its prices. */
export const ListEntrySchema = z.object({
  name: text(NAME_MAX).min(1),
  producer: text(120).nullable(),
  vintage: z
    .string()
    .regex(/^(\d{4}|NV)$/)
    .nullable(),
  /** The heading it was printed under ('Reds', 'Bordeaux'), or the shelf's section. */
  section: text(80).nullable(),
  style: WineTypeSchema.nullable(),
  glassPrice: PrintedPriceSchema.nullable(),
  bottlePrice: PrintedPriceSchema.nullable(),
});
export type ListEntry = z.infer<typeof ListEntrySchema>;

/** What the list or shelf said, sent back with each follow-up (`wineListContext`, `wineShelfContext`). */
export const WineContextSchema = z.object({
  entries: z.array(ListEntrySchema).max(LIST_ENTRIES_MAX),
  currency: ListCurrencySchema.nullable(),
  /** Set when Shop was shown a printed wine list rather than a shelf (read as a list, issue 21 §16). */
  printedList: z.boolean().optional(),
});
export type WineContext = z.infer<typeof WineContextSchema>;

/** Where a wine's price sits on its list: the range and median of its serving, and its own amount. */
export const PriceStripSchema = z.object({
  low: z.number().nonnegative(),
  high: z.number().nonnegative(),
  median: z.number().nonnegative(),
  amount: z.number().nonnegative(),
  /** What the median is of ('reds', 'wines'), as the reason quotes it. */
  peers: text(40),
});
export type PriceStrip = z.infer<typeof PriceStripSchema>;

const level = z.number().min(0).max(5);
/** The sommelier's profile of a wine on the 1-5 tasting-course scale. */
export const WineStructureSchema = z.object({ body: level, acidity: level, tannin: level, sweetness: level });
export type WineStructure = z.infer<typeof WineStructureSchema>;

/**
 * Spec §3 wine recommendation (compare/shop): name and price as printed, quality, value label, reason.
 * Ours besides (issue 21 §15, §17): whether the name could not be made sense of (shown as printed, to be
 * checked), where its price sits on the list, and its structure where the knowledge base has one.
 */
export const WineRecommendationSchema = z.object({
  name: text(NAME_MAX).min(1),
  price: text(40),
  quality: text(80),
  valueLabel: ValueLabelSchema,
  reason: text(600),
  nameUnsure: z.boolean().optional(),
  priceStrip: PriceStripSchema.optional(),
  structure: WineStructureSchema.optional(),
});
export type WineRecommendation = z.infer<typeof WineRecommendationSchema>;

const FollowUpMessageSchema = z
  .string()
  .trim()
  .min(1, { error: 'Required' })
  .max(FOLLOW_UP_MAX, atMost(FOLLOW_UP_MAX))
  .regex(WITHOUT_NUL, noNul);
const PreviousRecommendationsSchema = z.array(WineRecommendationSchema).max(RECOMMENDATIONS_MAX).default([]);

/** A photo as the spec's calls send it: base64 without the data-URL prefix, and the file's name. */
export const UploadedPhotoSchema = z.strictObject({
  image: z.string().min(1, { error: 'Please upload an image file.' }),
  filename: text(255).optional(),
});

/** `POST /api/compare-wines` (spec §7: image, filename). */
export const CompareBodySchema = UploadedPhotoSchema;
export type CompareBody = z.input<typeof CompareBodySchema>;

/** Reply: the analysis, the recommendations and the list as read (sent back as `wineListContext`). */
export const CompareReplySchema = z.object({
  analysis: z.string().min(1),
  recommendations: z.array(WineRecommendationSchema).max(RECOMMENDATIONS_MAX),
  wineListContext: WineContextSchema,
});
export type CompareReply = z.infer<typeof CompareReplySchema>;

/** `POST /api/compare-wines/followup` (spec §7: message, previousRecommendations, wineListContext). */
export const CompareFollowUpBodySchema = z.strictObject({
  message: FollowUpMessageSchema,
  previousRecommendations: PreviousRecommendationsSchema,
  wineListContext: WineContextSchema,
});
export type CompareFollowUpBody = z.input<typeof CompareFollowUpBodySchema>;
export type CompareFollowUp = z.output<typeof CompareFollowUpBodySchema>;

export const FollowUpReplySchema = z.object({
  analysis: z.string().min(1),
  recommendations: z.array(WineRecommendationSchema).max(RECOMMENDATIONS_MAX),
});
export type FollowUpReply = z.infer<typeof FollowUpReplySchema>;

/** `POST /api/aisle-advisor` (spec §7: images, a list of base64 and filename; at most 2, §5). */
export const AisleBodySchema = z.strictObject({
  images: z
    .array(UploadedPhotoSchema)
    .min(1, { error: 'Please upload an image file.' })
    .max(SHELF_PHOTOS_MAX, { error: `Too many images: at most ${SHELF_PHOTOS_MAX} shelf photos` }),
});
export type AisleBody = z.input<typeof AisleBodySchema>;

/** Reply: the summary, the recommendations and the bottles as read (sent back as `wineShelfContext`). */
export const AisleReplySchema = z.object({
  summary: z.string().min(1),
  recommendations: z.array(WineRecommendationSchema).max(RECOMMENDATIONS_MAX),
  wineShelfContext: WineContextSchema,
});
export type AisleReply = z.infer<typeof AisleReplySchema>;

/** `POST /api/aisle-advisor/followup` (spec §7: message, wineShelfContext, previousRecommendations). */
export const AisleFollowUpBodySchema = z.strictObject({
  message: FollowUpMessageSchema,
  previousRecommendations: PreviousRecommendationsSchema,
  wineShelfContext: WineContextSchema,
});
export type AisleFollowUpBody = z.input<typeof AisleFollowUpBodySchema>;
export type AisleFollowUp = z.output<typeof AisleFollowUpBodySchema>;

/** What the AI service is asked: the stored photos' media URLs, never the bytes. */
const ListPhotoRequest = z.object({ image: MediaUrlSchema });
const ShelfPhotosRequest = z.object({ images: z.array(MediaUrlSchema).min(1).max(SHELF_PHOTOS_MAX) });
const FollowUpRequest = z.object({
  message: z.string().min(1).max(FOLLOW_UP_MAX),
  previousRecommendations: z.array(WineRecommendationSchema).max(RECOMMENDATIONS_MAX),
  context: WineContextSchema,
});

/** RPC contracts of the AI service's advice (queue rpc.ai). */
export const AdviceRpc = {
  readWineList: rpc('ai', 'ai.readWineList', ListPhotoRequest, CompareReplySchema, { deadline: 'long' }),
  listFollowUp: rpc('ai', 'ai.listFollowUp', FollowUpRequest, FollowUpReplySchema),
  readShelf: rpc('ai', 'ai.readShelf', ShelfPhotosRequest, AisleReplySchema, { deadline: 'long' }),
  shelfFollowUp: rpc('ai', 'ai.shelfFollowUp', FollowUpRequest, FollowUpReplySchema),
} as const;

/** Spec §8 Compare follow-up catalogue: the title and text the web shows per `errorType`. */
export const FOLLOW_UP_ERRORS = {
  timeout: { title: 'Request Timeout', text: 'The request took too long. Please try again.' },
  rate_limit: { title: 'Rate Limited', text: 'Too many requests. Please wait a moment and try again.' },
  quota_exceeded: {
    title: 'Service Unavailable',
    text: 'The AI service is temporarily unavailable. Please try again later.',
  },
  invalid_request: {
    title: 'Invalid Request',
    text: "Your request couldn't be processed. Please try rephrasing your question.",
  },
} as const;
export const FOLLOW_UP_FAILED_MESSAGE = 'Failed to process your follow-up question. Please try again.';
