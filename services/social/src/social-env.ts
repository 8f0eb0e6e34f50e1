import { BaseEnvSchema, DatabaseEnvSchema, MediaEnvSchema, refineMediaEnv } from '@sorsi/kit';
import type { z } from 'zod';

/**
 * The shared settings, its database (schema `social`), and the media store (MEDIA_*, S3_*: the one the
 * gateway writes uploads to), which a deleted post's photo is removed from.
 */
export const SocialEnvSchema = BaseEnvSchema.extend({
  ...DatabaseEnvSchema.shape,
  ...MediaEnvSchema.shape,
}).superRefine(refineMediaEnv);
export type SocialEnv = z.infer<typeof SocialEnvSchema>;
