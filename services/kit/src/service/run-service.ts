import { type DynamicModule, type INestMicroservice, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { EventContract, RpcContract, ServiceName } from '@sorsi/proto';
import type { z } from 'zod';
import { type BaseEnvSchema, loadEnv } from '../env';
import { createLogger } from '../logging';
import { BullmqServer, RpcErrorPassthroughFilter } from '../transport';
import { PinoNestLogger } from './pino-nest-logger';
import { ServiceClientModule } from './service-client.module';

type BaseEnv = z.infer<typeof BaseEnvSchema>;

/** Timeout of the calls a service makes to another service. */
const DEFAULT_CALL_TIMEOUT_MS = 5_000;

export interface ServiceDefinition<S extends z.ZodType<BaseEnv>> {
  /** Names the RPC queue (`rpc.<service>`), the event queue (`events.<service>`) and the logger. */
  service: ServiceName;
  /** The service's environment: BaseEnvSchema extended with its own variables. */
  env: S;
  /** The root module, built from the parsed environment. */
  module: (env: z.infer<S>) => DynamicModule | Type<unknown>;
  /** Every RPC contract the service answers: a start-up check fails on a missing or doubled handler. */
  contracts: readonly RpcContract[];
  /** The events the service subscribes to. */
  events?: readonly EventContract[];
  /** Jobs handled at once per process (16 unless set), fixed or read from the parsed environment. */
  concurrency?: number | ((env: z.infer<S>) => number);
}

/**
 * Starts a service the one way every `main.ts` (and the service tests) do: parse the environment
 * (failing with a message naming each bad variable), build the Nest microservice on the BullMQ
 * transport with pino logs, drain on SIGTERM/SIGINT, and listen. Resolves once jobs are being taken.
 */
export async function runService<S extends z.ZodType<BaseEnv>>(
  definition: ServiceDefinition<S>,
  source: NodeJS.ProcessEnv = process.env,
): Promise<INestMicroservice> {
  const env = loadEnv(definition.env, source);
  const logger = createLogger(definition.service, { level: env.LOG_LEVEL });

  @Module({
    imports: [
      ServiceClientModule.forRoot({
        redisUrl: env.REDIS_URL,
        prefix: env.QUEUE_PREFIX,
        defaultTimeoutMs: DEFAULT_CALL_TIMEOUT_MS,
        logger,
      }),
      definition.module(env),
    ],
  })
  class ServiceRootModule {}

  const app = await NestFactory.createMicroservice(ServiceRootModule, {
    strategy: new BullmqServer({
      service: definition.service,
      redisUrl: env.REDIS_URL,
      prefix: env.QUEUE_PREFIX,
      contracts: definition.contracts,
      events: definition.events ?? [],
      concurrency: concurrencyOf(definition, env),
      logger,
    }),
    logger: new PinoNestLogger(logger),
  });
  // AppErrors reach the transport with their code (Nest's default filter would turn them into INTERNAL).
  app.useGlobalFilters(new RpcErrorPassthroughFilter());
  app.enableShutdownHooks();
  await app.listen();
  logger.info({ queue: `rpc.${definition.service}` }, `${definition.service} service is taking work`);
  return app;
}

function concurrencyOf<S extends z.ZodType<BaseEnv>>(definition: ServiceDefinition<S>, env: z.infer<S>): number {
  const { concurrency = 16 } = definition;
  return typeof concurrency === 'function' ? concurrency(env) : concurrency;
}
