import { BaseEnvSchema, DatabaseEnvSchema } from '@sorsi/kit';
import type { z } from 'zod';

/** The shared settings (REDIS_URL and QUEUE_PREFIX also name the unread-count keys) and its database. */
export const NotificationEnvSchema = BaseEnvSchema.extend({ ...DatabaseEnvSchema.shape });
export type NotificationEnv = z.infer<typeof NotificationEnvSchema>;
