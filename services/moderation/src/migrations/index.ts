import { CreateModeration1764800000000 } from './1764800000000-create-moderation';
import { KitOutbox1764950000000 } from './1764950000000-kit-outbox';
import { CheckedSubjects1765000000000 } from './1765000000000-checked-subjects';
import { ErasedAuthors1765100000000 } from './1765100000000-erased-authors';

/** Every migration of schema `moderation`, oldest first. */
export const moderationMigrations = [
  CreateModeration1764800000000,
  KitOutbox1764950000000,
  CheckedSubjects1765000000000,
  ErasedAuthors1765100000000,
];
