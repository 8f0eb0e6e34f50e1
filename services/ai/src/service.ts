import { defineService } from '@sorsi/kit';
import { AdviceRpc, AiRpc, AuthEvents } from '@sorsi/proto';
import { AiEnvSchema, rpcConcurrencyOf } from './config/ai-env';
import { AiModule } from './ai.module';

/**
 * The AI service: queue rpc.ai, taking at most rpcConcurrencyOf(env) requests at once per process; more
 * replicas on the same queue share the load. It runs at the lowest CPU priority.
 */
export const service = defineService({
  service: 'ai',
  env: AiEnvSchema,
  module: (env) => AiModule.forRoot(env),
  contracts: [...Object.values(AiRpc), ...Object.values(AdviceRpc)],
  events: [AuthEvents.userDeleted],
  concurrency: rpcConcurrencyOf,
  // OCR and painting threads yield the CPU to lists and searches on a shared machine (issue 7 §4).
  cpuPriority: 'background',
});
