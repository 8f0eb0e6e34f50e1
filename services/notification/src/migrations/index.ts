import { CreateNotifications1764300000000 } from './1764300000000-create-notifications';

/** Every migration of schema `notification`, oldest first. */
export const notificationMigrations = [CreateNotifications1764300000000];
