import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { GatewayEnv } from './config/gateway-env';
import { securityHeaders } from './http/security-headers';
import { serveSpa } from './spa/serve-spa';

/**
 * The gateway application, configured but not listening (main.ts listens; tests listen on
 * their own port). Security headers and the SPA come before Nest's routes; Nest's own body
 * parser is off because JsonBodyInterceptor parses per route.
 */
export async function createGatewayApp(env: GatewayEnv): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(securityHeaders(env));
  if (env.WEB_DIST) serveSpa(app.getHttpAdapter().getInstance(), env.WEB_DIST);
  return app;
}
