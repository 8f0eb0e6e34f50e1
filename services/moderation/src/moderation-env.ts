import { BaseEnvSchema, DatabaseEnvSchema, MediaEnvSchema, refineMediaEnv } from '@sorsi/kit';
import { z } from 'zod';

/**
 * The shared settings, its database (schema `moderation`), the media store (it looks at the photos of
 * posts before anyone else sees them) and, optionally, OpenAI's moderation endpoint.
 */
export const ModerationEnvSchema = BaseEnvSchema.extend({
  ...DatabaseEnvSchema.shape,
  ...MediaEnvSchema.shape,
  /** With a key, OpenAI's moderation endpoint decides (the offline check is the fallback when it fails). */
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODERATION_MODEL: z.string().min(1).default('omni-moderation-latest'),
  /** A post waits for the check: a slow endpoint falls back to the offline check after this long. */
  OPENAI_MODERATION_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8_000),
}).superRefine(refineMediaEnv);
export type ModerationEnv = z.infer<typeof ModerationEnvSchema>;
