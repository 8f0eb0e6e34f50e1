import { CreateNotifications1764300000000 } from './1764300000000-create-notifications';
import { HashErasedPeople1764700000000 } from './1764700000000-hash-erased-people';
import { NoticesFromSorsi1764800000000 } from './1764800000000-notices-from-sorsi';
import { KitEventVersions1764950000000 } from './1764950000000-kit-event-versions';
import { NoticesOfRemovedPosts1765500000000 } from './1765500000000-notices-of-removed-posts';

/** Every migration of schema `notification`, oldest first. */
export const notificationMigrations = [
  CreateNotifications1764300000000,
  HashErasedPeople1764700000000,
  NoticesFromSorsi1764800000000,
  KitEventVersions1764950000000,
  NoticesOfRemovedPosts1765500000000,
];
