import type { DatabaseSpec } from '@sorsi/kit';
import { moderationMigrations } from './migrations';

/** The data the moderation service owns: schema `moderation` (plain SQL, no entities). */
export const moderationDatabase: DatabaseSpec = {
  schema: 'moderation',
  entities: [],
  migrations: moderationMigrations,
};
