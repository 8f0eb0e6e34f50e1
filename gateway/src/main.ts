import { loadEnv } from '@sorsi/kit';
import { GatewayEnvSchema } from './config/gateway-env';
import { createGatewayApp } from './create-gateway-app';

async function main(): Promise<void> {
  const env = loadEnv(GatewayEnvSchema);
  const app = await createGatewayApp(env);
  app.enableShutdownHooks();
  // Every interface, as Express did: the gateway runs in a container behind a proxy.
  await app.listen(env.PORT, '0.0.0.0');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
