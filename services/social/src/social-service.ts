import type { ServiceDefinition } from '@sorsi/kit';
import { AuthEvents, TastingEvents } from '@sorsi/proto';
import { SocialEnvSchema } from './social-env';
import { SocialModule } from './social.module';

/** How the social service runs: its queue, environment, handlers and the events it takes. */
export const socialService: ServiceDefinition<typeof SocialEnvSchema> = {
  service: 'social',
  env: SocialEnvSchema,
  module: (env) => SocialModule.forRoot(env),
  contracts: [],
  events: [
    AuthEvents.userUpdated,
    AuthEvents.userDeactivated,
    AuthEvents.userReactivated,
    AuthEvents.userDeleted,
    TastingEvents.saved,
    TastingEvents.deleted,
  ],
};
