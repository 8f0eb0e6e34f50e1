import type { Actor, ChatMessage, ExtractedWineData, TasteReply, WineContext } from '@sorsi/proto';
import type { AiProviderName } from '../config/ai-env';

export type { ChatMessage, ExtractedWineData, TasteReply };

/** Nest injection token of the AiProvider the environment chose. */
export const AI_PROVIDER = Symbol('AiProvider');

/** Who asks and by when: images are the actor's own, work past the deadline is wasted. */
export interface AiCallContext {
  actor: Actor;
  /** Epoch ms after which nobody waits for the answer (the RPC deadline); null when unbounded. */
  deadline: number | null;
}

/**
 * The sommelier behind `POST /api/taste` and `/api/taste/extract-data`. Both implementations (offline,
 * openai) pass the same contract tests (ai-provider.contract.medium-spec.ts).
 *
 * Failures are AppErrors: NOT_FOUND for a photo that is not there (or not the actor's), UPSTREAM when
 * the model answers nothing usable (an empty reply is an error, spec §5), RATE_LIMITED and TIMEOUT.
 */
export interface AiProvider {
  readonly name: AiProviderName;
  /**
   * The assistant's reply to the conversation (its last message is the person's). A photo on that last
   * message is read as a wine label (`wineLabel`, only when something was read); a picture of the wine
   * is painted when a wine comes up for the first time (`generatedImage`, a media URL of the actor's).
   */
  chat(messages: ChatMessage[], ctx: AiCallContext): Promise<TasteReply>;
  /**
   * The wine the whole conversation is about (spec §4 "Wine data extraction"), photos included, and the
   * structured tasting note of it (`note`: each field said by the person, inferred, or empty; null when
   * nothing could be filled), which the save dialog opens with.
   */
  extractData(messages: ChatMessage[], ctx: AiCallContext): Promise<ExtractedWineData>;
  /**
   * The wines of a photographed wine list (the actor's own upload): names as printed, prices, headings.
   * What they are worth is judged the same way for both providers (wine-list/list-advice.ts).
   */
  readWineList(imageUrl: string, ctx: AiCallContext): Promise<WineContext>;
  /** The priced bottles of one or two shelf photos (the actor's own uploads): label text and tag price. */
  readShelf(imageUrls: string[], ctx: AiCallContext): Promise<WineContext>;
  /** Account deletion: erases whatever the provider keeps about the person (idempotent). */
  forgetOwner(ownerId: string): Promise<void>;
  /** Releases worker threads and connections. */
  close(): Promise<void>;
}
