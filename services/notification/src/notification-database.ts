import type { DatabaseSpec } from '@sorsi/kit';
import { notificationMigrations } from './migrations';

/** The data the notification service owns: schema `notification` (plain SQL, no entities). */
export const notificationDatabase: DatabaseSpec = {
  schema: 'notification',
  entities: [],
  migrations: notificationMigrations,
};
