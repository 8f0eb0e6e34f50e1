import { Injectable } from '@nestjs/common';
import { AppError, type ChatMessage, isOwnMediaUrl, TASTE_IMAGE_MAX_BYTES, type TasteBodySchema } from '@sorsi/proto';
import type { z } from 'zod';
import { isDataUrl } from '../media/data-url';
import { ImageUploads } from '../media/image-uploads';
import type { SignedInCall } from '../rpc/call-options';

/** A `/api/taste` body once parsed: messages with role, content and maybe an image (data URL or media URL). */
export type ParsedTasteBody = z.output<typeof TasteBodySchema>;
type TasteBodyMessage = ParsedTasteBody['messages'][number];

/**
 * Turns the images of a Taste conversation into media URLs before it goes to the AI service: a new photo
 * (data URL) is checked, re-encoded and stored as the caller's upload (5 MB limit, spec §9); an image
 * already stored must be the caller's own (the sommelier only ever looks at the person's own photos, so
 * nobody's private photo can be read through it). Nothing is stored unless every image of the request passes.
 */
@Injectable()
export class ChatImages {
  constructor(private readonly uploads: ImageUploads) {}

  async withMediaUrls(messages: readonly TasteBodyMessage[], caller: SignedInCall): Promise<ChatMessage[]> {
    const ownerId = caller.actor.userId;
    messages.forEach(({ image }, index) => {
      if (image === undefined || isDataUrl(image)) return;
      if (!isOwnMediaUrl(image, ownerId)) {
        throw new AppError('VALIDATION', `messages.${index}.image: Image not found`);
      }
    });
    const uploadIndexes = messages.flatMap(({ image }, index) =>
      image !== undefined && isDataUrl(image) ? [index] : [],
    );
    const prepared = [];
    // One at a time: each decode may hold a large image in memory.
    for (const index of uploadIndexes) {
      prepared.push(await this.uploads.prepare(messages[index]!.image!, TASTE_IMAGE_MAX_BYTES));
    }
    const urls = await this.uploads.save(ownerId, prepared);
    const storedAt = new Map(uploadIndexes.map((messageIndex, n) => [messageIndex, urls[n]!]));
    return messages.map(({ role, content, image }, index) => {
      const url = storedAt.get(index) ?? image;
      return url === undefined ? { role, content } : { role, content, image: url };
    });
  }
}
