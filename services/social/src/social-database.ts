import type { DatabaseSpec } from '@sorsi/kit';
import { socialMigrations } from './migrations';

/** The data the social service owns: schema `social` (read and written with SQL, no entities). */
export const socialDatabase: DatabaseSpec = {
  schema: 'social',
  entities: [],
  migrations: socialMigrations,
};
