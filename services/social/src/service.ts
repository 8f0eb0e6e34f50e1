import { defineService } from '@sorsi/kit';
import { AuthEvents, TastingEvents } from '@sorsi/proto';
import { followContracts } from './rpc/follows.rpc';
import { socialDatabase } from './social-database';
import { SocialEnvSchema } from './social-env';
import { SocialModule } from './social.module';

/** The social service: for now the projections of people (auth) and tastings (tasting) it builds on. */
export const service = defineService({
  service: 'social',
  env: SocialEnvSchema,
  database: socialDatabase,
  module: () => SocialModule,
  contracts: followContracts,
  events: [
    AuthEvents.userUpdated,
    AuthEvents.userDeactivated,
    AuthEvents.userReactivated,
    AuthEvents.userDeleted,
    TastingEvents.saved,
    TastingEvents.deleted,
  ],
});
