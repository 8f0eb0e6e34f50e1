import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import type { z } from 'zod';
import type { BaseEnvSchema } from '../env';
import { runService, type ServiceDefinition } from './run-service';

type BaseEnv = z.infer<typeof BaseEnvSchema>;

/**
 * Declares a service: its name, environment schema, root module (`forRoot(env)`), the RPC contracts it
 * answers and the events it takes. Only a typing aid (it returns its argument), so every service reads
 * the same and the environment type flows into `module` and `concurrency`.
 */
export function defineService<S extends z.ZodType<BaseEnv>>(definition: ServiceDefinition<S>): ServiceDefinition<S> {
  return definition;
}

/**
 * What a service's `main.ts` calls: run it, or say why it could not start (bad environment, database
 * down) and exit non-zero.
 */
export function main<S extends z.ZodType<BaseEnv>>(
  definition: ServiceDefinition<S>,
): Promise<INestMicroservice | void> {
  return runService(definition).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
