import { CreateTastings1763856000000 } from './1763856000000-create-tastings';

/** Every migration of schema `tasting`, oldest first. */
export const tastingMigrations = [CreateTastings1763856000000];
