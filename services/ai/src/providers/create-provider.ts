import { createMediaStore } from '@sorsi/kit';
import type { Redis } from 'ioredis';
import { type AiEnv, providerNameOf } from '../config/ai-env';
import { createLabelReader, createPainter } from '../workers';
import type { AiProvider } from './ai-provider';
import { LabelMemo } from './offline/label-memo';
import { OfflineAiProvider } from './offline/offline-provider';
import { OpenAiProvider } from './openai/openai-provider';

/** The provider the environment chooses (see providerNameOf), on the configured media store. */
export function createAiProvider(env: AiEnv, redis: Redis): AiProvider {
  const media = createMediaStore(env);
  if (providerNameOf(env) === 'openai') {
    return new OpenAiProvider(
      {
        apiKey: env.OPENAI_API_KEY!,
        baseURL: env.OPENAI_BASE_URL,
        chatModel: env.OPENAI_CHAT_MODEL,
        imageModel: env.OPENAI_IMAGE_MODEL,
        timeoutMs: env.OPENAI_TIMEOUT_MS,
        maxRetries: env.OPENAI_MAX_RETRIES,
      },
      media,
    );
  }
  const concurrency = { concurrency: env.AI_WORKER_CONCURRENCY };
  return new OfflineAiProvider({
    media,
    labels: createLabelReader(concurrency),
    painter: createPainter(concurrency),
    memo: new LabelMemo(redis, env.QUEUE_PREFIX, env.AI_LABEL_MEMO_TTL_SECONDS),
  });
}
