import { CreateUsers1763769600000 } from './1763769600000-create-users';

/** Every migration of schema `auth`, oldest first. */
export const authMigrations = [CreateUsers1763769600000];
