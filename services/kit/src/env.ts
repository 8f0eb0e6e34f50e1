import { z } from 'zod';

/** Settings every server process shares; each app extends it with its own. */
export const BaseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Prefix of every BullMQ key, so several stacks (or test files) can share one Redis. */
  QUEUE_PREFIX: z.string().min(1).default('sorsi'),
  /** When set, the process answers `/health` and `/ready` on this port (Kubernetes probes). */
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

/** The settings of a service that owns a Postgres schema (see ServiceDefinition.database). */
export const DatabaseEnvSchema = z.object({
  /** Where the service's schema lives; point it at another database to move the schema there. */
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/postgres'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** How often events its outbox could not publish at once are sent again (see EventOutbox). */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
});
export type DatabaseEnv = z.infer<typeof DatabaseEnvSchema>;

/**
 * Parses the environment at start-up and fails with a message naming each missing or bad
 * variable, so a misconfigured process never half-starts.
 */
export function loadEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${problems.join('\n')}`);
}
