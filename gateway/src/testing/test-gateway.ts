import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type GatewayEnv, GatewayEnvSchema } from '../config/gateway-env';
import { createGatewayApp } from '../create-gateway-app';
import { OidcSignIn } from '../sign-in/oidc-sign-in';

export interface TestGateway {
  url: string;
  env: GatewayEnv;
  app: NestFastifyApplication;
  close(): Promise<void>;
}

/**
 * The gateway in this process, listening on `port`, once its sign-in is discovered. It trusts
 * X-Forwarded-For from loopback (see TestBrowser.ip).
 */
export async function startTestGateway(port: number, settings: Record<string, string>): Promise<TestGateway> {
  const url = `http://localhost:${port}`;
  const env = GatewayEnvSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: url,
    PORT: String(port),
    TRUST_PROXY: 'loopback',
    ...settings,
  });
  const app = await createGatewayApp(env);
  await app.listen(port);
  const oidc = app.get(OidcSignIn);
  for (const deadline = Date.now() + 15_000; !oidc.ready; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() > deadline) throw new Error('The gateway did not discover the identity provider');
  }
  return { url, env, app, close: () => app.close() };
}
