import type { DatabaseSpec } from '@sorsi/kit';
import { UserEntity } from './entities/user.entity';
import { authMigrations } from './migrations';

/** The data the auth service owns: schema `auth`. */
export const authDatabase: DatabaseSpec = {
  schema: 'auth',
  entities: [UserEntity],
  migrations: authMigrations,
};
