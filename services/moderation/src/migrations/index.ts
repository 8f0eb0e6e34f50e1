import { CreateModeration1764800000000 } from './1764800000000-create-moderation';
import { KitOutbox1764950000000 } from './1764950000000-kit-outbox';

/** Every migration of schema `moderation`, oldest first. */
export const moderationMigrations = [CreateModeration1764800000000, KitOutbox1764950000000];
