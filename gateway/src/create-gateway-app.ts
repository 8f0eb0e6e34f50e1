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
import { readJsonBodies } from './http/json-bodies';
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
 * listening (main.ts listens; tests listen on their own port).
 *
 * The request pipeline, in order (the one place it is written; Fastify runs hooks of a kind in the order
 * they are registered below):
 * 1. the target made canonical (`canonicalRequestTarget`, before routing), so the router and every later
 *    step judge the same path;
 * 2. onRequest hooks: the trace, the drain, security headers (@fastify/helmet), the origin check, cookies,
 *    the SPA (it answers pages and the build's files itself, reading the session only for a page, to inline
 *    the visitor's state), then the session for the API, with the person's current record (their rights);
 * 3. the JSON body, read up to the route's declared limit (`readJsonBodies`);
 * 4. Nest: the guards (the API rate limit, then the route's own: session, admin, terms, the AI limit), the
 *    query and body validated with the route's declaration (DeclaredInputInterceptor), the controller;
 * 5. any error answered by HttpErrorFilter; the SPA's text gzipped on the way out (onSend);
 * 6. onResponse: the request's metrics and its access-log line.
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
  readJsonBodies(fastify);
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
