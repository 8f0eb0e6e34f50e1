import { BaseEnvSchema } from '@sorsi/kit';
import { z } from 'zod';

/** The social service's environment: the shared settings and its database. */
export const SocialEnvSchema = BaseEnvSchema.extend({
  /** Postgres holding schema `social` (the shared development database unless the schema moves out). */
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/postgres'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
});
export type SocialEnv = z.infer<typeof SocialEnvSchema>;
