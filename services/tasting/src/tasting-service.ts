import { defineService } from '@sorsi/kit';
import { AuthEvents, TastingRpc } from '@sorsi/proto';
import { TastingEnvSchema } from './tasting-env';
import { TastingModule } from './tasting.module';

/** How the tasting service runs: its queue, environment, handlers and the events it takes. */
export const tastingService = defineService({
  service: 'tasting',
  env: TastingEnvSchema,
  module: (env) => TastingModule.forRoot(env),
  contracts: Object.values(TastingRpc),
  events: [AuthEvents.userDeleted],
});
