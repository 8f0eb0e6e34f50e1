import { z } from 'zod';
import { ExperienceVisibilitySchema, ModerationStateSchema } from './experiences';
import { MediaUrlSchema } from './media';
import { PersonSchema } from './people';
import { ReportActionSchema, ReportReasonSchema, ReportStatusSchema, ReportTargetTypeSchema } from './reports';

// "Download my data": the items the social and moderation services answer about the acting person (pages
// of them, see `exportPageOf`). Only the person's own data: other people appear only as the person would
// see them in the app (a name they can no longer see is left out), and never their private content.

/** One of the person's posts, whatever its moderation state (a removed one is still held). */
export const ExportedPostSchema = z.object({
  id: z.uuid(),
  summary: z.string(),
  wines: z.array(z.string()),
  location: z.string().nullable(),
  feeling: z.string().nullable(),
  tags: z.array(z.string()),
  imageUrl: MediaUrlSchema.nullable(),
  visibility: ExperienceVisibilitySchema,
  moderationState: ModerationStateSchema,
  likeCount: z.number().int().min(0),
  commentCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ExportedPost = z.infer<typeof ExportedPostSchema>;

/** A comment the person wrote, on whichever post (named by id: the post itself is its author's). */
export const ExportedCommentSchema = z.object({
  id: z.uuid(),
  experienceId: z.uuid(),
  content: z.string(),
  moderationState: ModerationStateSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ExportedComment = z.infer<typeof ExportedCommentSchema>;

/** A post the person liked. */
export const ExportedLikeSchema = z.object({ experienceId: z.uuid(), createdAt: z.iso.datetime() });
export type ExportedLike = z.infer<typeof ExportedLikeSchema>;

/**
 * Someone the person follows, who follows them, or whom they blocked: `person` holds the public names
 * while the person could see them in the app (null for a deactivated account).
 */
export const ExportedConnectionSchema = z.object({
  userId: z.uuid(),
  person: PersonSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type ExportedConnection = z.infer<typeof ExportedConnectionSchema>;

/** A report the person filed and its outcome (never the reported content, nor the admin or their notes). */
export const ExportedReportSchema = z.object({
  id: z.number().int().positive(),
  targetType: ReportTargetTypeSchema,
  targetId: z.uuid(),
  reason: ReportReasonSchema,
  description: z.string().nullable(),
  status: ReportStatusSchema,
  action: ReportActionSchema.nullable(),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
});
export type ExportedReport = z.infer<typeof ExportedReportSchema>;
