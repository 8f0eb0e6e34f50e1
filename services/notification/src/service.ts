import { defineService } from '@sorsi/kit';
import { AuthEvents, ModerationEvents, NotificationRpc, SocialEvents } from '@sorsi/proto';
import { notificationDatabase } from './notification-database';
import { NotificationEnvSchema } from './notification-env';
import { NotificationModule } from './notification.module';

/** The notification service: fed by social and auth events; the list, read state and unread count. */
export const service = defineService({
  service: 'notification',
  env: NotificationEnvSchema,
  database: notificationDatabase,
  module: (env) => NotificationModule.forRoot(env),
  contracts: Object.values(NotificationRpc),
  events: [
    ...Object.values(SocialEvents),
    ModerationEvents.reportResolved,
    AuthEvents.userUpdated,
    AuthEvents.userDeactivated,
    AuthEvents.userReactivated,
    AuthEvents.userDeleted,
  ],
});
