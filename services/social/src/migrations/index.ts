import { CreateSocial1764100000000 } from './1764100000000-create-social';

/** Every migration of schema `social`, oldest first. */
export const socialMigrations = [CreateSocial1764100000000];
