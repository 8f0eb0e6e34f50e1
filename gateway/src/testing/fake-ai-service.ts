import { AiRpc, type ChatMessage, type TasteReply } from '@sorsi/proto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type StandInService, startStandInService } from './stand-in-service';

/** A chat whose last message says this is answered after SLOW_CHAT_DELAY_MS (an AI call longer than a data call's deadline). */
export const SLOW_CHAT_MESSAGE = 'Take your time with this one';
export const SLOW_CHAT_DELAY_MS = 1200;

/** The stand-in sommelier: says what it was sent, so tests can see which messages and images reached it. */
export async function startFakeAiService(redisUrl: string, prefix: string): Promise<StandInService> {
  const describe = (messages: ChatMessage[]) =>
    `I see ${messages.length} message(s) and ${messages.filter((message) => message.image).length} photo(s).`;
  return startStandInService({
    service: 'ai',
    redisUrl,
    prefix,
    contracts: AiRpc,
    handlers: {
      chat: async ({ messages }): Promise<TasteReply> => {
        if (messages.at(-1)?.content === SLOW_CHAT_MESSAGE) await sleep(SLOW_CHAT_DELAY_MS);
        return { role: 'assistant', content: describe(messages) };
      },
      extractData: () => ({
        producer: 'Vietti',
        wineName: 'Castiglione',
        varietal: 'Nebbiolo',
        year: '2019',
        wineType: 'red' as const,
      }),
    },
  });
}
