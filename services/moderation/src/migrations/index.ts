import { CreateModeration1764800000000 } from './1764800000000-create-moderation';

/** Every migration of schema `moderation`, oldest first. */
export const moderationMigrations = [CreateModeration1764800000000];
