import { z } from 'zod';
import { LabelYearSchema, WineTypeSchema } from './ai';
import { event } from './contract';
import { MediaUrlSchema } from './media';
import { TastingModerationStateSchema, TastingVisibilitySchema } from './tasting';
import { TastingNoteSchema } from './tasting-note';

/**
 * What other services need of a saved tasting (the social service's journeys and wine search): no
 * conversation, the first photo as the picture. `updatedAt` orders the saves of one tasting, so a
 * projection ignores one that arrives late.
 */
export const TastingSavedSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  title: z.string(),
  wineType: WineTypeSchema,
  producer: z.string().nullable(),
  wineName: z.string().nullable(),
  varietal: z.string().nullable(),
  year: LabelYearSchema.nullable(),
  summary: z.string(),
  visibility: TastingVisibilitySchema,
  /** A public tasting the check held is seen by its owner only until an admin decides. */
  moderationState: TastingModerationStateSchema,
  imageUrl: MediaUrlSchema.nullable(),
  /** The structured note, which journeys show compactly; absent from an event sent before notes existed. */
  note: TastingNoteSchema.nullable().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TastingSaved = z.infer<typeof TastingSavedSchema>;

export const TastingDeletedSchema = z.object({ id: z.uuid(), userId: z.uuid(), at: z.iso.datetime() });

export const TastingEvents = {
  /** Created or updated. */
  saved: event('tasting.saved', TastingSavedSchema, ['social']),
  deleted: event('tasting.deleted', TastingDeletedSchema, ['social']),
} as const;
