import { defineService } from '@sorsi/kit';
import { AuthEvents, ModerationRpc } from '@sorsi/proto';
import { moderationDatabase } from './moderation-database';
import { ModerationEnvSchema } from './moderation-env';
import { ModerationModule } from './moderation.module';

/** The moderation service: the check of posts and comments, reports and the admin review. */
export const service = defineService({
  service: 'moderation',
  env: ModerationEnvSchema,
  database: moderationDatabase,
  module: (env) => ModerationModule.forRoot(env),
  contracts: Object.values(ModerationRpc),
  events: [AuthEvents.userDeleted],
});
