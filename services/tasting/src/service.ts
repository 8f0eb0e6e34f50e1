import { defineService } from '@sorsi/kit';
import { AuthEvents, ModerationEvents, SocialEvents, TastingRpc } from '@sorsi/proto';
import { TastingEnvSchema } from './tasting-env';
import { tastingDatabase } from './tasting-database';
import { TastingModule } from './tasting.module';

/** The tasting service: saved tastings, their lists and search, and who wrote them. */
export const service = defineService({
  service: 'tasting',
  env: TastingEnvSchema,
  database: tastingDatabase,
  module: (env) => TastingModule.forRoot(env),
  contracts: Object.values(TastingRpc),
  events: [
    AuthEvents.userDeleted,
    AuthEvents.userUpdated,
    AuthEvents.userDeactivated,
    AuthEvents.userReactivated,
    SocialEvents.blocked,
    SocialEvents.unblocked,
    ModerationEvents.contentRemoved,
    ModerationEvents.contentApproved,
  ],
});
