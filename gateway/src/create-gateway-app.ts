import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import type { IncomingMessage } from 'node:http';
import { startTracing } from '@sorsi/kit';
import { AppModule } from './app.module';
import { Drain } from './health/drain';
import { canonicalRequestTarget } from './http/canonical-path';
import { leaveBodiesUnread } from './http/json-body.interceptor';
import { originCheck } from './http/origin-check';
import { gatewayLogger, logRequests } from './logging/request-logging';
import { traceRequests } from './logging/trace-requests';
import type { GatewayEnv } from './config/gateway-env';
import { securityHeaderOptions } from './http/security-headers';
import { recordHttpMetrics } from './metrics/http-metrics';
import { serveSpa } from './spa/serve-spa';
import { pageSessionState } from './spa/session-state';
import { Sessions } from './session/sessions';

/**
 * Node closes an idle keep-alive connection after 5 s; a client that sends its next request on such a
 * connection at that moment gets ECONNRESET. Browsers, proxies and test clients keep idle connections
 * for longer, so the gateway keeps them longer still (the usual 65 s behind load balancers).
 */
const KEEP_ALIVE_MS = 65_000;

/**
 * The gateway application on Fastify (docs/decisions.md: "The gateway on Fastify"), configured but not
 * listening (main.ts listens; tests listen on their own port). Before routing, the request's target is
 * made canonical (`canonicalRequestTarget`), so the router and every hook judge the same path. Request
 * hooks run in this order: the trace, the drain, security headers,
 * the origin check, cookies, the SPA (pages read the session themselves, to inline the visitor's state),
 * then the session for the API.
 */
export async function createGatewayApp(env: GatewayEnv): Promise<NestFastifyApplication> {
  startTracing('gateway');
  const adapter = new FastifyAdapter({
    trustProxy: env.TRUST_PROXY,
    keepAliveTimeout: KEEP_ALIVE_MS,
    rewriteUrl: (request: IncomingMessage) => canonicalRequestTarget(request.url ?? '/'),
  });
  const fastify = adapter.getInstance();
  fastify.addHook('onRequest', traceRequests);
  fastify.addHook('onResponse', recordHttpMetrics);
  const logger = gatewayLogger(env);
  fastify.addHook('onResponse', logRequests(logger));
  leaveBodiesUnread(fastify);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(env, logger), adapter, {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  fastify.addHook('onRequest', app.get(Drain).closeConnectionsWhileDraining);
  await app.register(fastifyHelmet, securityHeaderOptions(env));
  fastify.addHook('onRequest', originCheck(env.PUBLIC_URL));
  await app.register(fastifyCookie);
  const sessions = app.get(Sessions);
  if (env.WEB_DIST) await serveSpa(fastify, env.WEB_DIST, (request) => pageSessionState(request, sessions));
  await sessions.register(app);
  return app;
}
