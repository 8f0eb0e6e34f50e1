import { BaseEnvSchema, DatabaseEnvSchema, MediaEnvSchema, refineMediaEnv } from '@sorsi/kit';
import { z } from 'zod';

/**
 * The tasting service's environment: the shared settings, its database, and the media store (MEDIA_*,
 * S3_*: the same store the gateway writes uploads to), which it deletes a tasting's images from.
 */
export const TastingEnvSchema = BaseEnvSchema.extend({
  ...DatabaseEnvSchema.shape,
  ...MediaEnvSchema.shape,
  /** How often one replica sweeps chat photos and paintings nothing shows (ms; 0 turns it off). */
  MEDIA_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60 * 60 * 1000),
}).superRefine(refineMediaEnv);
export type TastingEnv = z.infer<typeof TastingEnvSchema>;
