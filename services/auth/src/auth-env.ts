import { BaseEnvSchema, DatabaseEnvSchema } from '@sorsi/kit';
import { z } from 'zod';
import { AdminEmailsSchema } from './services/admin-emails';

/** The auth service's environment (on top of LOG_LEVEL, REDIS_URL, QUEUE_PREFIX, NODE_ENV). */
export const AuthEnvSchema = BaseEnvSchema.extend({
  ...DatabaseEnvSchema.shape,
  /** Comma-separated emails of the admins, applied to everyone at start-up and to each person at sign-in. */
  ADMIN_EMAILS: AdminEmailsSchema,
});
export type AuthEnv = z.infer<typeof AuthEnvSchema>;
