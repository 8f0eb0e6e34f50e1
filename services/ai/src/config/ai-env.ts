import { BaseEnvSchema, MediaEnvSchema, refineMediaEnv } from '@sorsi/kit';
import { z } from 'zod';
import { resolveConcurrency } from '../workers';

export const AI_PROVIDER_NAMES = ['offline', 'openai'] as const;
export type AiProviderName = (typeof AI_PROVIDER_NAMES)[number];

const WholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * The AI service's environment: the shared settings, the media store (it reads the photos the gateway
 * stored and stores the pictures it paints), the provider and its limits.
 */
export const AiEnvSchema = BaseEnvSchema.extend({
  ...MediaEnvSchema.shape,
  /** `offline` or `openai`; unset: openai when OPENAI_API_KEY is set, else offline. */
  AI_PROVIDER: z.enum(AI_PROVIDER_NAMES).optional(),
  /**
   * RPC jobs one process takes at once; unset: its worker threads (rpcConcurrencyOf). A replica that
   * takes more photo jobs than its threads can start only hoards them from idle replicas.
   */
  AI_RPC_CONCURRENCY: WholeNumber(1, 64).optional(),
  /** Threads of each worker pool (OCR, painting); unset: one per CPU the container may use (cpuBudget). */
  AI_WORKER_CONCURRENCY: WholeNumber(1, 64).optional(),
  /** How long a label read is remembered for the extraction at save time (it is re-read after that). */
  AI_LABEL_MEMO_TTL_SECONDS: WholeNumber(60, 30 * 24 * 3600).default(24 * 3600),
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** An OpenAI-compatible endpoint (a proxy, a gateway, a test server); the SDK's default when unset. */
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  /** Per upstream request; the RPC deadline cuts it shorter when less time is left. */
  OPENAI_TIMEOUT_MS: WholeNumber(1_000, 600_000).default(60_000),
  /** The SDK retries connection errors, 429 and 5xx with backoff this many times. */
  OPENAI_MAX_RETRIES: WholeNumber(0, 5).default(1),
}).superRefine((env, ctx) => {
  refineMediaEnv(env, ctx);
  if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['OPENAI_API_KEY'],
      message: 'OPENAI_API_KEY is required when AI_PROVIDER is openai',
    });
  }
});
export type AiEnv = z.infer<typeof AiEnvSchema>;

/** The provider the settings choose: AI_PROVIDER when set, else openai exactly when a key is configured. */
export function providerNameOf(env: Pick<AiEnv, 'AI_PROVIDER' | 'OPENAI_API_KEY'>): AiProviderName {
  return env.AI_PROVIDER ?? (env.OPENAI_API_KEY ? 'openai' : 'offline');
}

/**
 * Jobs a process takes at once: AI_RPC_CONCURRENCY, else one per worker thread, so that a replica takes
 * no more photos than its threads can start and the others, new replicas first, take the rest.
 */
export function rpcConcurrencyOf(env: Pick<AiEnv, 'AI_RPC_CONCURRENCY' | 'AI_WORKER_CONCURRENCY'>): number {
  return env.AI_RPC_CONCURRENCY ?? resolveConcurrency(env.AI_WORKER_CONCURRENCY);
}
