import { AiRpc, type TasteReply, type ExtractedWineData } from '@sorsi/proto';
import { type StandInService, startStandInService } from './stand-in-service';

export type AiStandIn = StandInService<typeof AiRpc>;

/** What the stand-in sommelier answers a chat until a case scripts otherwise. */
export const SAMPLE_CHAT_REPLY: TasteReply = { role: 'assistant', content: 'A lovely glass.' };
/** What it reads from a conversation until a case scripts otherwise. */
export const SAMPLE_WINE_DATA: ExtractedWineData = {
  producer: 'Vietti',
  wineName: 'Castiglione',
  varietal: 'Nebbiolo',
  year: '2019',
  wineType: 'red',
};

/** The stand-in AI service: fixed replies; a case scripts others (errors, slow answers) with `answer`. */
export function startAiStandIn(redisUrl: string, prefix: string): Promise<AiStandIn> {
  return startStandInService({
    service: 'ai',
    redisUrl,
    prefix,
    contracts: AiRpc,
    handlers: {
      chat: () => SAMPLE_CHAT_REPLY,
      extractData: () => SAMPLE_WINE_DATA,
      ping: () => ({ provider: 'offline' as const }),
    },
  });
}
