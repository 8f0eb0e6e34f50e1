import { z } from 'zod';
import { WholeNumberQuery } from './experiences';
import { PageCursorSchema } from './paging';
import { MediaUrlSchema } from './media';

// Reports and their review (social-and-discovery §2 "Admin Reports" and "Report dialog", §3 Report,
// §4 report transitions, §5 validation, §6 roles, §7 `/api/reports…`, §9 reasons, labels and filters).

export const ReportTargetTypeSchema = z.enum(['tasting', 'experience', 'comment']);
export type ReportTargetType = z.infer<typeof ReportTargetTypeSchema>;

export const ReportReasonSchema = z.enum(['harassment', 'spam', 'inappropriate', 'other'], {
  error: 'Please select a reason for reporting',
});
export type ReportReason = z.infer<typeof ReportReasonSchema>;

export const ReportStatusSchema = z.enum(['pending', 'resolved', 'dismissed']);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;

/** remove_content resolves a report, dismiss dismisses it (§4). */
export const ReportActionSchema = z.enum(['remove_content', 'dismiss']);
export type ReportAction = z.infer<typeof ReportActionSchema>;

/** §9 labels, shown in the dialog, the admin cards and the notification telling an author why. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  harassment: 'Harassment or hate',
  spam: 'Spam or scam',
  inappropriate: 'Inappropriate content',
  other: 'Other',
};
export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  experience: 'Wine Experience',
  comment: 'Comment',
  tasting: 'Wine Tasting',
};

/** §5, §9: the description is optional, at most 500 characters. */
export const REPORT_DESCRIPTION_MAX = 500;
/** Admin notes are optional (omitted when empty); kept to a reviewable length. */
export const REPORT_NOTES_MAX = 1000;

const OptionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${what} must be at most ${max} characters` })
    .optional()
    .transform((text) => (text ? text : undefined));

/** `POST /api/reports`. */
export const CreateReportBodySchema = z.strictObject({
  targetType: ReportTargetTypeSchema,
  targetId: z.uuid({ error: 'targetId: Not a valid id' }),
  reason: ReportReasonSchema,
  description: OptionalText(REPORT_DESCRIPTION_MAX, 'Description'),
});
export type CreateReportBody = z.input<typeof CreateReportBodySchema>;
export type CreateReportRequest = z.output<typeof CreateReportBodySchema>;

/** `PATCH /api/reports/{reportId}/resolve`. */
export const ResolveReportBodySchema = z.strictObject({
  action: ReportActionSchema,
  notes: OptionalText(REPORT_NOTES_MAX, 'Notes'),
});
export type ResolveReportBody = z.input<typeof ResolveReportBodySchema>;
export type ResolveReportRequest = z.output<typeof ResolveReportBodySchema>;

/** `GET /api/reports`: `status` unless the filter is all (§7), newest first, paged by `X-Next-Cursor`. */
export const ReportListQuerySchema = z
  .strictObject({
    status: ReportStatusSchema.optional(),
    limit: WholeNumberQuery.pipe(z.number().int().min(1).max(100)).optional(),
    cursor: PageCursorSchema.optional(),
  })
  .transform(({ status, limit, cursor }) => ({
    limit: limit ?? 50,
    ...(status ? { status } : {}),
    ...(cursor ? { cursor } : {}),
  }));
export type ReportListQuery = z.input<typeof ReportListQuerySchema>;
export const ReportListRequestSchema = z.strictObject({
  status: ReportStatusSchema.optional(),
  limit: z.number().int().min(1).max(100).default(50),
  cursor: PageCursorSchema.optional(),
});
export type ReportListRequest = z.infer<typeof ReportListRequestSchema>;

/**
 * What was reported, as it was when reported (or when the automatic check held it): the admin decides
 * on what the reporter saw, even if the author edits or deletes it afterwards.
 */
export const ReportedContentSchema = z.object({
  text: z.string(),
  imageUrl: MediaUrlSchema.nullable(),
  /** The author's username (null once the account is gone). */
  author: z.string().nullable(),
  /** The post to open: the experience itself, or the one a comment is on; null for a tasting. */
  experienceId: z.uuid().nullable(),
});
export type ReportedContent = z.infer<typeof ReportedContentSchema>;

/**
 * §3 Report, plus what an admin needs to decide and the audit of the decision. A report raised by the
 * automatic check (`source: 'moderation'`, a post or comment held for review) has no reporter.
 */
export const ReportSchema = z.object({
  id: z.number().int().positive(),
  status: ReportStatusSchema,
  targetType: ReportTargetTypeSchema,
  targetId: z.uuid(),
  reason: ReportReasonSchema,
  description: z.string().nullable(),
  source: z.enum(['person', 'moderation']),
  reporter: z.object({ username: z.string().nullable(), email: z.string().nullable() }),
  content: ReportedContentSchema,
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  action: ReportActionSchema.nullable(),
  notes: z.string().nullable(),
  /** The admin who decided (username, else email). */
  resolvedBy: z.string().nullable(),
});
export type Report = z.infer<typeof ReportSchema>;

/** The access-denied text of every admin screen and route (§2, §6). */
export const ADMIN_ONLY_MESSAGE = 'Access denied. This page is restricted to administrators.';
