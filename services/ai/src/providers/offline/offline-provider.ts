import { createLogger, type MediaStore } from '@sorsi/kit';
import { type Actor, labelWasRead, type WineContext, type WineLabel } from '@sorsi/proto';
import type { WineToPaint } from '../../painting';
import { composeReply, extractWineData } from '../../sommelier';
import { tastingNoteOf } from '../../tasting-note';
import type { LabelReader, Painter } from '../../workers';
import type { AiCallContext, AiProvider, ChatMessage, ExtractedWineData, TasteReply } from '../ai-provider';
import { latestPhoto, loadOwnPhoto, ownPhotoKey, photoOfThisTurn } from '../conversation-photos';
import { storeGeneratedImage } from '../generated-images';
import { nonEmptyReply } from '../reply-text';
import { wineToPaint } from '../wine-to-paint';
import type { LabelMemo } from './label-memo';
import { wineDataWithLabel } from './wine-data-from-label';

export interface OfflineProviderDeps {
  media: MediaStore;
  labels: LabelReader;
  painter: Painter;
  memo: LabelMemo;
}

/**
 * The sommelier with no key and no network: the knowledge-base reply composer, tesseract OCR of label
 * photos and procedural impressionist paintings, the CPU-heavy parts in worker threads.
 */
export class OfflineAiProvider implements AiProvider {
  readonly name = 'offline';
  private readonly log = createLogger('ai:offline');

  constructor(private readonly deps: OfflineProviderDeps) {}

  async chat(messages: ChatMessage[], { actor }: AiCallContext): Promise<TasteReply> {
    const photo = photoOfThisTurn(messages);
    const reading = photo ? await this.readPhoto(photo, actor) : null;
    const label = reading && labelWasRead(reading) ? reading : null;
    const wine = wineToPaint(messages, label);
    // The painting runs in a worker thread while the reply is composed here.
    const painting = wine ? this.paint(wine, actor) : Promise.resolve(null);
    const content = nonEmptyReply(composeReply(messages, label));
    const generatedImage = await painting;
    return {
      role: 'assistant',
      content,
      ...(generatedImage && { generatedImage }),
      ...(label && { wineLabel: label }),
    };
  }

  async extractData(messages: ChatMessage[], { actor }: AiCallContext): Promise<ExtractedWineData> {
    const photo = latestPhoto(messages);
    const label = photo ? await this.labelOf(photo, actor) : null;
    const wine = wineDataWithLabel(extractWineData(messages), label && labelWasRead(label) ? label : null);
    return { ...wine, note: tastingNoteOf(messages, wine, new Date()) };
  }

  async readWineList(imageUrl: string, { actor }: AiCallContext): Promise<WineContext> {
    const photo = await loadOwnPhoto(this.deps.media, imageUrl, actor);
    return this.deps.labels.readWineList(photo.bytes);
  }

  async readShelf(imageUrls: string[], { actor }: AiCallContext): Promise<WineContext> {
    const photos = await Promise.all(imageUrls.map((url) => loadOwnPhoto(this.deps.media, url, actor)));
    return this.deps.labels.readShelf(photos.map((photo) => photo.bytes));
  }

  close(): Promise<void> {
    return Promise.all([this.deps.labels.close(), this.deps.painter.close()]).then(() => undefined);
  }

  /** Account deletion: the remembered readings of the person's photos go with them. */
  forgetOwner(ownerId: string): Promise<void> {
    return this.deps.memo.forgetOwner(ownerId);
  }

  private async readPhoto(imageUrl: string, actor: Actor): Promise<WineLabel> {
    const photo = await loadOwnPhoto(this.deps.media, imageUrl, actor);
    const label = await this.deps.labels.readLabel(photo.bytes);
    await this.deps.memo.remember(photo.key, label);
    return label;
  }

  /** The photo's label as read when it was sent, or read now when that reading is no longer remembered. */
  private async labelOf(imageUrl: string, actor: Actor): Promise<WineLabel> {
    return (await this.deps.memo.recall(ownPhotoKey(imageUrl, actor))) ?? this.readPhoto(imageUrl, actor);
  }

  /** The picture is a garnish: when painting or storing it fails, the reply goes out without one. */
  private async paint(wine: WineToPaint, actor: Actor): Promise<string | null> {
    try {
      return await storeGeneratedImage(this.deps.media, actor.userId, await this.deps.painter.paint(wine));
    } catch (error) {
      this.log.warn({ err: error }, 'painting failed; replying without a picture');
      return null;
    }
  }
}
