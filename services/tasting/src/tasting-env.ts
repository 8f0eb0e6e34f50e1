import { BaseEnvSchema, MediaEnvSchema, refineMediaEnv } from '@sorsi/kit';
import { z } from 'zod';

/**
 * The tasting service's environment: the shared settings, its database, and the media store (MEDIA_*,
 * S3_*: the same store the gateway writes uploads to), which it deletes a tasting's images from.
 */
export const TastingEnvSchema = BaseEnvSchema.extend({
  /** Postgres holding schema `tasting` (the shared development database unless the schema moves out). */
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/postgres'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  ...MediaEnvSchema.shape,
}).superRefine(refineMediaEnv);
export type TastingEnv = z.infer<typeof TastingEnvSchema>;
