import type { DatabaseSpec } from '@sorsi/kit';
import { TastingEntity } from './entities/tasting.entity';
import { tastingMigrations } from './migrations';

/** The data the tasting service owns: schema `tasting`. */
export const tastingDatabase: DatabaseSpec = {
  schema: 'tasting',
  entities: [TastingEntity],
  migrations: tastingMigrations,
};
