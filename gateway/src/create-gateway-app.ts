import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { startTracing } from '@sorsi/kit';
import { AppModule } from './app.module';
import { Drain } from './health/drain';
import { traceRequests } from './logging/trace-requests';
import type { GatewayEnv } from './config/gateway-env';
import { securityHeaders } from './http/security-headers';
import { recordHttpMetrics } from './metrics/http-metrics';
import { serveSpa } from './spa/serve-spa';
import { pageSessionState } from './spa/session-state';
import { CurrentUsers } from './session/current-users';
import { SessionMiddleware } from './session/session.middleware';

/**
 * The gateway application, configured but not listening (main.ts listens; tests listen on
 * their own port). Security headers and the SPA come before Nest's routes (pages read the session
 * themselves, to inline the visitor's state); Nest's own body parser is off because
 * JsonBodyInterceptor parses per route.
 */
export async function createGatewayApp(env: GatewayEnv): Promise<NestExpressApplication> {
  startTracing('gateway');
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  keepIdleConnectionsOpen(app.getHttpServer());
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(traceRequests);
  app.use(app.get(Drain).closeConnectionsWhileDraining);
  app.use(recordHttpMetrics);
  app.use(securityHeaders(env));
  if (env.WEB_DIST) {
    const [sessions, users] = [app.get(SessionMiddleware), app.get(CurrentUsers)];
    serveSpa(app.getHttpAdapter().getInstance(), env.WEB_DIST, (request, response) =>
      pageSessionState(request, response, sessions, users),
    );
  }
  return app;
}

/**
 * Node closes an idle keep-alive connection after 5 s; a client that sends its next request on such a
 * connection at that moment gets ECONNRESET. Browsers, proxies and test clients keep idle connections
 * for longer, so the gateway keeps them longer still (the usual 65 s behind load balancers).
 */
function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}
