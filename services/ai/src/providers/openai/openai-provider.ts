import { createLogger, type MediaStore } from '@sorsi/kit';
import { AppError, labelWasRead, type TastingNote, type WineContext } from '@sorsi/proto';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletion, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import type { WineToPaint } from '../../painting';
import { contextOf } from '../../wine-list/list-entries';
import type { AiCallContext, AiProvider, ChatMessage, ExtractedWineData, TasteReply } from '../ai-provider';
import { latestPhoto, loadOwnPhoto, type Photo, photoOfThisTurn } from '../conversation-photos';
import { storeGeneratedImage } from '../generated-images';
import { nonEmptyReply } from '../reply-text';
import { wineToPaint } from '../wine-to-paint';
import { LabelReadingSchema, TastingNoteAnswerSchema, WineDataAnswerSchema } from './model-answers';
import {
  LABEL_READING_PROMPT,
  paintingPrompt,
  SOMMELIER_PROMPT,
  TASTING_NOTE_PROMPT,
  WINE_DATA_PROMPT,
} from './prompts';
import { upstream } from './upstream-errors';
import { tastingNoteOfAnswer } from './tasting-note-rules';
import { wineDataOf, wineLabelOf } from './wine-field-rules';
import { SHELF_READING_PROMPT, shelfBottlesOf, ShelfReadingSchema } from './shelf-reading';
import { WINE_LIST_READING_PROMPT, wineListOf, WineListReadingSchema } from './wine-list-reading';

export interface OpenAiSettings {
  apiKey: string;
  /** An OpenAI-compatible endpoint; the SDK's default when undefined. */
  baseURL?: string | undefined;
  chatModel: string;
  imageModel: string;
  timeoutMs: number;
  maxRetries: number;
}

interface PhotoInTurn {
  /** The media URL the conversation refers to it by. */
  url: string;
  photo: Photo;
}

/** How much later than our own deadline the SDK's per-attempt timer fires (it should never be first). */
const TIMEOUT_BACKSTOP_MS = 1_000;

const dataUrlOf = ({ bytes, contentType }: Photo) => `data:${contentType};base64,${bytes.toString('base64')}`;

/**
 * The conversation as chat messages for the model. Only one photo travels (as a base64 data URL: the
 * media store is private): the one asked about. Earlier photos are mentioned, not re-sent.
 */
function modelMessages(
  system: string,
  messages: ChatMessage[],
  shown: PhotoInTurn | null,
): ChatCompletionMessageParam[] {
  const carrier = shown ? messages.findLastIndex((m) => m.role === 'user' && m.image === shown.url) : -1;
  return [
    { role: 'system', content: system },
    ...messages.map((message, index): ChatCompletionMessageParam => {
      if (message.role === 'assistant') return { role: 'assistant', content: message.content };
      if (index === carrier && shown) {
        return {
          role: 'user',
          content: [
            { type: 'text', text: message.content || 'Here is the label of the wine.' },
            { type: 'image_url', image_url: { url: dataUrlOf(shown.photo) } },
          ],
        };
      }
      return {
        role: 'user',
        content: message.image ? `${message.content}\n(sent a photo of a label)` : message.content,
      };
    }),
  ];
}

/**
 * The sommelier on OpenAI's API (or any compatible endpoint) through the official SDK: vision chat,
 * structured JSON output for the label and the extraction (checked by the same rules as offline), and
 * image generation. Generated images go to the media store like the offline paintings.
 */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai';
  private readonly client: OpenAI;
  private readonly log = createLogger('ai:openai');

  constructor(
    private readonly settings: OpenAiSettings,
    private readonly media: MediaStore,
  ) {
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseURL,
      timeout: settings.timeoutMs + TIMEOUT_BACKSTOP_MS,
      maxRetries: settings.maxRetries,
    });
  }

  async chat(messages: ChatMessage[], ctx: AiCallContext): Promise<TasteReply> {
    const url = photoOfThisTurn(messages);
    const shown = url ? { url, photo: await loadOwnPhoto(this.media, url, ctx.actor) } : null;
    // The reply and the label reading are independent requests: they run side by side.
    const [content, reading] = await Promise.all([
      this.reply(messages, shown, ctx),
      shown ? this.readLabel(shown, ctx) : null,
    ]);
    const label = reading ? wineLabelOf(reading) : null;
    const wineLabel = label && labelWasRead(label) ? label : null;
    const wine = wineToPaint(messages, wineLabel);
    const generatedImage = wine ? await this.paint(wine, ctx) : null;
    return {
      role: 'assistant',
      content,
      ...(generatedImage && { generatedImage }),
      ...(wineLabel && { wineLabel }),
    };
  }

  async extractData(messages: ChatMessage[], ctx: AiCallContext): Promise<ExtractedWineData> {
    const url = latestPhoto(messages);
    const shown = url ? { url, photo: await loadOwnPhoto(this.media, url, ctx.actor) } : null;
    // The wine and its tasting note are independent requests: they run side by side.
    const [wine, note] = await Promise.all([
      this.structured(WineDataAnswerSchema, 'wine_data', WINE_DATA_PROMPT, messages, shown, ctx),
      this.tastingNote(messages, shown, ctx),
    ]);
    return { ...wineDataOf(wine, messages), note };
  }

  async readWineList(imageUrl: string, ctx: AiCallContext): Promise<WineContext> {
    const shown = { url: imageUrl, photo: await loadOwnPhoto(this.media, imageUrl, ctx.actor) };
    const question: ChatMessage[] = [{ role: 'user', content: 'Here is the wine list.', image: imageUrl }];
    return wineListOf(
      await this.structured(WineListReadingSchema, 'wine_list', WINE_LIST_READING_PROMPT, question, shown, ctx),
    );
  }

  async readShelf(imageUrls: string[], ctx: AiCallContext): Promise<WineContext> {
    const shelves = await Promise.all(
      imageUrls.map(async (url) => {
        const shown = { url, photo: await loadOwnPhoto(this.media, url, ctx.actor) };
        const question: ChatMessage[] = [{ role: 'user', content: 'Here is the shelf.', image: url }];
        const reading = await this.structured(
          ShelfReadingSchema,
          'wine_shelf',
          SHELF_READING_PROMPT,
          question,
          shown,
          ctx,
        );
        return shelfBottlesOf(reading);
      }),
    );
    return contextOf(shelves.flat());
  }

  /** Nothing about a person is kept here: the conversation lives in the browser and in saved tastings. */
  async forgetOwner(): Promise<void> {}

  async close(): Promise<void> {}

  private async reply(messages: ChatMessage[], shown: PhotoInTurn | null, ctx: AiCallContext): Promise<string> {
    const completion = await upstream(() =>
      this.client.chat.completions.create(
        { model: this.settings.chatModel, messages: modelMessages(SOMMELIER_PROMPT, messages, shown) },
        this.requestOptions(ctx),
      ),
    );
    return nonEmptyReply(answerOf(completion));
  }

  /** The label in the photo alone: the conversation would only tempt the model to read what was said. */
  private readLabel(shown: PhotoInTurn, ctx: AiCallContext) {
    const question: ChatMessage[] = [{ role: 'user', content: '', image: shown.url }];
    return this.structured(LabelReadingSchema, 'wine_label', LABEL_READING_PROMPT, question, shown, ctx);
  }

  /** A structured answer (JSON schema, strict mode) checked against its zod schema. */
  private async structured<S extends z.ZodType>(
    schema: S,
    name: string,
    system: string,
    messages: ChatMessage[],
    shown: PhotoInTurn | null,
    ctx: AiCallContext,
  ): Promise<z.infer<S>> {
    const completion = await upstream(() =>
      this.client.chat.completions.create(
        {
          model: this.settings.chatModel,
          messages: modelMessages(system, messages, shown),
          response_format: zodResponseFormat(schema, name),
        },
        this.requestOptions(ctx),
      ),
    );
    const parsed = schema.safeParse(parseJson(answerOf(completion)));
    if (!parsed.success) throw new AppError('UPSTREAM', `The AI provider's ${name} answer does not fit its schema`);
    return parsed.data;
  }

  /** The note is extra to the spec's wine data: when the model's note fails, the data goes out without one. */
  private async tastingNote(
    messages: ChatMessage[],
    shown: PhotoInTurn | null,
    ctx: AiCallContext,
  ): Promise<TastingNote | null> {
    try {
      const answer = await this.structured(
        TastingNoteAnswerSchema,
        'tasting_note',
        TASTING_NOTE_PROMPT,
        messages,
        shown,
        ctx,
      );
      return tastingNoteOfAnswer(answer);
    } catch (error) {
      this.log.warn({ err: error }, 'the tasting note failed; extracting the wine without one');
      return null;
    }
  }

  /** The picture is a garnish: when generating or storing it fails, the reply goes out without one. */
  private async paint(wine: WineToPaint, ctx: AiCallContext): Promise<string | null> {
    try {
      const model = this.settings.imageModel;
      const generated = await upstream(() =>
        this.client.images.generate(
          {
            model,
            prompt: paintingPrompt(wine),
            n: 1,
            size: '1024x1024',
            // DALL·E answers with a URL unless asked for the bytes; the GPT image models always send bytes.
            ...(model.startsWith('dall-e')
              ? { response_format: 'b64_json' as const }
              : { output_format: 'webp' as const }),
          },
          this.requestOptions(ctx),
        ),
      );
      const b64 = generated.data?.[0]?.b64_json;
      if (!b64) throw new AppError('UPSTREAM', 'The image model sent no image');
      return await storeGeneratedImage(this.media, ctx.actor.userId, Buffer.from(b64, 'base64'));
    } catch (error) {
      this.log.warn({ err: error }, 'image generation failed; replying without a picture');
      return null;
    }
  }

  /**
   * Each call ends by OPENAI_TIMEOUT_MS (retries included) or the RPC deadline, whichever comes first.
   * Our own abort signal enforces it, so the SDK reports it the same way everywhere (APIUserAbortError);
   * the SDK's per-attempt timer is only a backstop a little later.
   */
  private requestOptions({ deadline }: AiCallContext): OpenAI.RequestOptions {
    const left = deadline === null ? Infinity : deadline - Date.now();
    if (left <= 0) throw new AppError('TIMEOUT', 'The AI provider did not answer in time');
    const budget = Math.min(this.settings.timeoutMs, left);
    return { timeout: budget + TIMEOUT_BACKSTOP_MS, signal: AbortSignal.timeout(budget) };
  }
}

/** The message text of a completion; a content-filtered or refused answer is a moderation outcome. */
function answerOf(completion: ChatCompletion): string | null {
  const choice = completion.choices[0];
  if (choice?.finish_reason === 'content_filter' || choice?.message.refusal) {
    throw new AppError('MODERATION', 'Content violates our community guidelines');
  }
  return choice?.message.content ?? null;
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}
