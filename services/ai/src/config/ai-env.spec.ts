import { loadEnv } from '@sorsi/kit';
import { AiEnvSchema, providerNameOf, rpcConcurrencyOf } from './ai-env';

describe('AiEnvSchema and the provider choice', () => {
  it.each([
    [{}, 'offline'],
    [{ OPENAI_API_KEY: 'sk-x' }, 'openai'],
    [{ OPENAI_API_KEY: 'sk-x', AI_PROVIDER: 'offline' }, 'offline'],
    [{ OPENAI_API_KEY: 'sk-x', AI_PROVIDER: 'openai' }, 'openai'],
  ])('%j → %s', (source, name) => {
    expect(providerNameOf(loadEnv(AiEnvSchema, source))).toBe(name);
  });

  it('has the documented defaults', () => {
    expect(loadEnv(AiEnvSchema, {})).toMatchObject({
      OPENAI_CHAT_MODEL: 'gpt-4o-mini',
      OPENAI_IMAGE_MODEL: 'gpt-image-1',
      MEDIA_DRIVER: 'local',
    });
  });

  it.each([
    [{ AI_WORKER_CONCURRENCY: '1' }, 1],
    [{ AI_WORKER_CONCURRENCY: '3' }, 3],
    [{ AI_WORKER_CONCURRENCY: '3', AI_RPC_CONCURRENCY: '5' }, 5],
  ])('takes %j → %i RPC jobs at once per process', (source, jobs) => {
    expect(rpcConcurrencyOf(loadEnv(AiEnvSchema, source))).toBe(jobs);
  });

  it.each([
    [{ AI_PROVIDER: 'openai' }, 'OPENAI_API_KEY: OPENAI_API_KEY is required when AI_PROVIDER is openai'],
    [{ AI_PROVIDER: 'claude' }, 'AI_PROVIDER'],
    [{ AI_RPC_CONCURRENCY: '0' }, 'AI_RPC_CONCURRENCY'],
    [{ OPENAI_BASE_URL: 'not a url' }, 'OPENAI_BASE_URL'],
    [{ MEDIA_DRIVER: 's3' }, 'S3_BUCKET'],
  ])('refuses %j, naming the variable', (source, named) => {
    expect(() => loadEnv(AiEnvSchema, source)).toThrow(named);
  });
});
