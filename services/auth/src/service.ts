import { defineService } from '@sorsi/kit';
import { AuthRpc } from '@sorsi/proto';
import { authDatabase } from './auth-database';
import { AuthEnvSchema } from './auth-env';
import { AuthModule } from './auth.module';

/** The auth service: users, terms, deactivation and deletion. It subscribes to no event: it is their source. */
export const service = defineService({
  service: 'auth',
  env: AuthEnvSchema,
  database: authDatabase,
  module: (env) => AuthModule.forRoot(env),
  contracts: Object.values(AuthRpc),
});
