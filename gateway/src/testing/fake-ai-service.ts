import { AiRpc, type ExtractedWineData, type TasteReply } from '@sorsi/proto';
import { type StandInService, startStandInService } from './stand-in-service';

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

/** The stand-in AI service: fixed replies (tests read what reached it from its recorded calls). */
export async function startFakeAiService(redisUrl: string, prefix: string): Promise<StandInService<typeof AiRpc>> {
  return startStandInService({
    service: 'ai',
    redisUrl,
    prefix,
    contracts: AiRpc,
    handlers: { chat: () => SAMPLE_CHAT_REPLY, extractData: () => SAMPLE_WINE_DATA },
  });
}
