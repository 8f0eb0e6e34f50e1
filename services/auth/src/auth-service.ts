import { defineService } from '@sorsi/kit';
import { AuthRpc } from '@sorsi/proto';
import { AuthEnvSchema } from './auth-env';
import { AuthModule } from './auth.module';

/** How the auth service runs: used by main.ts and by the tests that start it in-process. */
export const authService = defineService({
  service: 'auth',
  env: AuthEnvSchema,
  module: (env) => AuthModule.forRoot(env),
  contracts: Object.values(AuthRpc),
  // Auth subscribes to no event: it is the source of user.updated and user.deleted.
});
