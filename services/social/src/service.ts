import { defineService } from '@sorsi/kit';
import { AuthEvents, ModerationEvents, TastingEvents } from '@sorsi/proto';
import { experienceContracts } from './rpc/experiences.rpc';
import { exportContracts } from './rpc/export.rpc';
import { followContracts } from './rpc/follows.rpc';
import { peopleContracts } from './rpc/people.rpc';
import { socialDatabase } from './social-database';
import { SocialEnvSchema } from './social-env';
import { SocialModule } from './social.module';

/** The social service: projections of people (auth) and tastings (tasting), follows, posts and engagement. */
export const service = defineService({
  service: 'social',
  env: SocialEnvSchema,
  database: socialDatabase,
  module: (env) => SocialModule.forRoot(env),
  contracts: [...followContracts, ...experienceContracts, ...peopleContracts, ...exportContracts],
  events: [
    AuthEvents.userUpdated,
    AuthEvents.userDeactivated,
    AuthEvents.userReactivated,
    AuthEvents.userDeleted,
    TastingEvents.saved,
    TastingEvents.deleted,
    ModerationEvents.contentRemoved,
    ModerationEvents.contentApproved,
  ],
});
