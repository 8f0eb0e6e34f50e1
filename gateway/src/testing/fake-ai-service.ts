import { AdviceRpc, AiRpc, type ExtractedWineData, type TasteReply } from '@sorsi/proto';
import { type StandInService, startStandInService } from '@sorsi/kit/testing';

/** What the stand-in sommelier answers a chat unless a test scripts otherwise. */
export const SAMPLE_CHAT_REPLY: TasteReply = { role: 'assistant', content: 'A lovely glass.' };
/** What it reads from a conversation unless a test scripts otherwise. */
export const SAMPLE_WINE_DATA: ExtractedWineData = {
  producer: 'Vietti',
  wineName: 'Castiglione',
  varietal: 'Nebbiolo',
  year: '2019',
  wineType: 'red',
};

/** Every call the AI service answers: the sommelier's and the advice's. */
export const AI_CONTRACTS = { ...AiRpc, ...AdviceRpc };

/** The stand-in AI service: fixed replies (tests read what reached it from its recorded calls). */
export async function startFakeAiService(
  redisUrl: string,
  prefix: string,
): Promise<StandInService<typeof AI_CONTRACTS>> {
  return startStandInService({
    service: 'ai',
    redisUrl,
    prefix,
    contracts: AI_CONTRACTS,
    handlers: { chat: () => SAMPLE_CHAT_REPLY, extractData: () => SAMPLE_WINE_DATA },
  });
}
