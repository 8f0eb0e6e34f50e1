import { FlushTracesOnShutdown, startTracing } from '../tracing';
import { Controller, type DynamicModule, type INestMicroservice, Module, Optional, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { AppError, type EventContract, pingOf, type RpcContract, type ServiceName } from '@sorsi/proto';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { DatabaseModule, type DatabaseSpec, pingDatabase } from '../database';
import { type BaseEnvSchema, type DatabaseEnv, loadEnv } from '../env';
import { createLogger } from '../logging';
import { BullmqServer, RpcErrorPassthroughFilter } from '../transport';
import { PinoNestLogger } from './pino-nest-logger';
import { ServiceClientModule } from './service-client.module';
import { lowerCpuPriority } from './cpu-priority';
import { HealthServerCloser, startHealthServer } from './health-server';

type BaseEnv = z.infer<typeof BaseEnvSchema>;

/** Timeout of the calls a service makes to another service. */
const DEFAULT_CALL_TIMEOUT_MS = 5_000;

/** Everything that makes a service, in one place; `runService` (and so `runMain`) does the rest. */
export interface ServiceDefinition<S extends z.ZodType<BaseEnv> = z.ZodType<BaseEnv>> {
  /** Names the RPC queue (`rpc.<service>`), the event queue (`events.<service>`) and the logger. */
  service: ServiceName;
  /** The service's environment: BaseEnvSchema extended with its own variables (and DatabaseEnvSchema's). */
  env: S;
  /**
   * The schema the service owns: migrated at start-up, its `DataSource` injectable everywhere, and checked
   * by the built-in ping. The environment must then carry DatabaseEnvSchema's variables.
   */
  database?: DatabaseSpec;
  /** The module of the service's handlers and providers, built from the parsed environment. */
  module: (env: z.infer<S>) => DynamicModule | Type<unknown>;
  /** Every RPC contract the service answers: a start-up check fails on a missing or doubled handler. */
  contracts: readonly RpcContract[];
  /** The events the service subscribes to. */
  events?: readonly EventContract[];
  /** Jobs handled at once per process (default 16), or how to work it out from the environment. */
  concurrency?: number | ((env: z.infer<S>) => number);
  /**
   * 'background': the process (and every thread it starts) runs at the lowest OS scheduling priority,
   * so CPU-heavy work (OCR, painting) never takes the CPU that the data path on the same machine needs.
   */
  cpuPriority?: 'normal' | 'background';
}

/** Types a service definition (its environment schema inferred) without repeating the schema's type. */
export const defineService = <S extends z.ZodType<BaseEnv>>(definition: ServiceDefinition<S>): ServiceDefinition<S> =>
  definition;

/**
 * Starts a service the one way every process (and the service tests) do: parse the environment once
 * (failing with a message naming each bad variable), open and migrate its database, build the Nest
 * microservice on the BullMQ transport with pino logs and the built-in ping, drain on SIGTERM/SIGINT, and
 * listen. Resolves once jobs are being taken.
 */
export async function runService<S extends z.ZodType<BaseEnv>>(
  definition: ServiceDefinition<S>,
  source: NodeJS.ProcessEnv = process.env,
): Promise<INestMicroservice> {
  const env = loadEnv(definition.env, source);
  startTracing(definition.service);
  const logger = createLogger(definition.service, { level: env.LOG_LEVEL });
  const ping = pingOf(definition.service);

  @Module({
    imports: [
      ServiceClientModule.forRoot({
        redisUrl: env.REDIS_URL,
        prefix: env.QUEUE_PREFIX,
        defaultTimeoutMs: DEFAULT_CALL_TIMEOUT_MS,
        logger,
      }),
      ...(definition.database
        ? [databaseModule(definition.service, definition.database, env as Partial<DatabaseEnv>)]
        : []),
      definition.module(env),
    ],
    controllers: [pingController(ping.pattern)],
    providers: [HealthServerCloser, FlushTracesOnShutdown],
  })
  class ServiceRootModule {}

  const { concurrency = 16 } = definition;
  const app = await NestFactory.createMicroservice(ServiceRootModule, {
    strategy: new BullmqServer({
      service: definition.service,
      redisUrl: env.REDIS_URL,
      prefix: env.QUEUE_PREFIX,
      contracts: [...definition.contracts, ping],
      events: definition.events ?? [],
      concurrency: typeof concurrency === 'function' ? concurrency(env) : concurrency,
      logger,
    }),
    logger: new PinoNestLogger(logger),
  });
  // AppErrors reach the transport with their code (Nest's default filter would turn them into INTERNAL).
  app.useGlobalFilters(new RpcErrorPassthroughFilter());
  app.enableShutdownHooks();
  await app.listen();
  if (env.HEALTH_PORT !== undefined) {
    const dataSource = definition.database ? app.get(DataSource) : undefined;
    const server = await startHealthServer(env.HEALTH_PORT, async () => {
      if (dataSource) await pingDatabase(dataSource);
    });
    app.get(HealthServerCloser).server = server;
  }
  logger.info({ queue: `rpc.${definition.service}` }, `${definition.service} service is taking work`);
  return app;
}

/**
 * What a service's `main.ts` is, whole: run it, or say why it could not start (a bad environment, the
 * database down) and exit non-zero.
 */
export function runMain<S extends z.ZodType<BaseEnv>>(definition: ServiceDefinition<S>): void {
  if (definition.cpuPriority === 'background') lowerCpuPriority();
  runService(definition).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

function databaseModule(service: ServiceName, spec: DatabaseSpec, env: Partial<DatabaseEnv>): DynamicModule {
  if (!env.DATABASE_URL) throw new Error(`The ${service} service owns schema ${spec.schema} but has no DATABASE_URL`);
  return DatabaseModule.forRoot({
    ...spec,
    url: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    applicationName: `sorsi-${service}`,
  });
}

/** `<service>.ping`: up once taking work, and its database answering when it has one. */
function pingController(pattern: string): Type<unknown> {
  @Controller()
  class PingController {
    constructor(@Optional() private readonly dataSource?: DataSource) {}

    @MessagePattern(pattern)
    async ping(): Promise<{ database?: 'up' }> {
      if (!this.dataSource) return {};
      try {
        await pingDatabase(this.dataSource);
      } catch {
        throw new AppError('UNAVAILABLE', 'The database does not answer');
      }
      return { database: 'up' };
    }
  }
  return PingController;
}
