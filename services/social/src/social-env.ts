import { BaseEnvSchema, DatabaseEnvSchema } from '@sorsi/kit';
import type { z } from 'zod';

/** The shared settings and its database (schema `social`). */
export const SocialEnvSchema = BaseEnvSchema.extend({ ...DatabaseEnvSchema.shape });
export type SocialEnv = z.infer<typeof SocialEnvSchema>;
