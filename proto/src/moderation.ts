import { z } from 'zod';
import { event, rpc } from './contract';
import { MediaKeySchema } from './media';
import { pageOf } from './experiences';
import { ExportedReportSchema } from './export-pages';
import { EXPORT_PAGE_MAX, exportPageOf, exportPageRequest } from './paging';
import {
  CreateReportBodySchema,
  ReportActionSchema,
  ReportListRequestSchema,
  ReportReasonSchema,
  ReportSchema,
  ReportTargetTypeSchema,
  ResolveReportBodySchema,
} from './reports';

// The moderation service (queue rpc.moderation, schema moderation): the check every post and comment
// passes before anyone else sees it, reports, and the admin review of both.

/** What others can see and so passes the check: posts, comments, public tastings, profiles. */
export const CheckedContentTypeSchema = z.enum(['experience', 'comment', 'tasting', 'profile']);
export type CheckedContentType = z.infer<typeof CheckedContentTypeSchema>;

/** One text field others will see, named as its author knows it (shown to admins with the text). */
export const CheckedFieldSchema = z.strictObject({ field: z.string().min(1).max(40), text: z.string().max(5000) });
export type CheckedField = z.infer<typeof CheckedFieldSchema>;

/**
 * What is checked: every text field and photo of a new or edited item others can see, with the id it is
 * (or will be) stored under. A profile is checked under its person's id and is never held: what the check
 * doubts is refused, as there is no review of names.
 */
export const ContentCheckRequestSchema = z.strictObject({
  subject: z.strictObject({
    type: CheckedContentTypeSchema,
    id: z.uuid(),
    /** The post itself, or the one the comment is on (where the admin opens it); null for others. */
    experienceId: z.uuid().nullable(),
  }),
  authorId: z.uuid(),
  fields: z.array(CheckedFieldSchema).max(120),
  imageKeys: z.array(MediaKeySchema).max(100),
});
export type ContentCheckRequest = z.infer<typeof ContentCheckRequestSchema>;

/**
 * published: shown as usual; held: shown to its author only, marked as in review, until an admin decides;
 * rejected: refused with the message (nothing is stored).
 */
export const ContentVerdictSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('published') }),
  z.object({ outcome: z.literal('held'), message: z.string() }),
  z.object({ outcome: z.literal('rejected'), message: z.string() }),
]);
export type ContentVerdict = z.infer<typeof ContentVerdictSchema>;

/** What the owning service says of a reported item the reporter can see (NOT_FOUND when they cannot). */
export const ReportTargetSchema = z.object({
  ownerId: z.uuid(),
  text: z.string(),
  imageKey: MediaKeySchema.nullable(),
  experienceId: z.uuid().nullable(),
});
export type ReportTarget = z.infer<typeof ReportTargetSchema>;

export const ModerationRpc = {
  /** Asked by the owning services (no acting person: the author is the subject, not the caller). */
  check: rpc('moderation', 'moderation.check', ContentCheckRequestSchema, ContentVerdictSchema, {
    actor: 'optional',
  }),
  createReport: rpc('moderation', 'moderation.createReport', CreateReportBodySchema, ReportSchema),
  /**
   * Admins only: whether a pending report names this stored photo (`GET /api/media/{key}` for an admin
   * reviewing it). An admin sees no other photo of anyone's that they could not see as a member.
   */
  mediaUnderReview: rpc(
    'moderation',
    'moderation.mediaUnderReview',
    z.strictObject({ key: MediaKeySchema }),
    z.object({ visible: z.boolean() }),
  ),
  /** Admins only. */
  listReports: rpc('moderation', 'moderation.listReports', ReportListRequestSchema, pageOf(ReportSchema)),
  /** Admins only. */
  resolveReport: rpc(
    'moderation',
    'moderation.resolveReport',
    z.strictObject({ id: z.number().int().positive(), ...ResolveReportBodySchema.shape }),
    ReportSchema,
  ),
  /** "Download my data": the reports the actor filed, with their outcome. */
  exportReports: rpc(
    'moderation',
    'moderation.exportReports',
    exportPageRequest(EXPORT_PAGE_MAX),
    exportPageOf(ExportedReportSchema),
  ),
} as const;

/** What a removal or approval is about. */
const Target = { targetType: ReportTargetTypeSchema, targetId: z.uuid() };
const At = { at: z.iso.datetime() };

export const ContentRemovedEventSchema = z.object({ ...Target, ownerId: z.uuid(), reason: ReportReasonSchema, ...At });
export const ContentApprovedEventSchema = z.object({
  targetType: z.enum(['experience', 'comment', 'tasting']),
  targetId: z.uuid(),
  ...At,
});
export const ReportResolvedEventSchema = z.object({
  reportId: z.number().int().positive(),
  /** Null for an item the automatic check held. */
  reporterId: z.uuid().nullable(),
  ownerId: z.uuid(),
  ...Target,
  /** Where the notification leads: the post, or the one the comment is on. */
  experienceId: z.uuid().nullable(),
  /**
   * The start of what was decided on, so the notices say which post, comment or tasting; null for a
   * photo alone (and in events published before it was carried).
   */
  excerpt: z.string().max(100).nullable().default(null),
  action: ReportActionSchema,
  reason: ReportReasonSchema,
  ...At,
});
export type ReportResolvedEvent = z.infer<typeof ReportResolvedEventSchema>;

/** Published after the decision commits; the owning service removes or publishes the content. */
export const ModerationEvents = {
  contentRemoved: event('moderation.contentRemoved', ContentRemovedEventSchema, ['social', 'tasting']),
  contentApproved: event('moderation.contentApproved', ContentApprovedEventSchema, ['social', 'tasting']),
  /** The reporter is told the outcome, the author a removal or an approval (notification service). */
  reportResolved: event('moderation.reportResolved', ReportResolvedEventSchema, ['notification']),
} as const;
