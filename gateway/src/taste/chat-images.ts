import { Injectable } from '@nestjs/common';
import { AppError, type ChatMessage, isOwnMediaUrl, type TasteBodySchema } from '@sorsi/proto';
import type { z } from 'zod';
import { isDataUrl } from '../media/data-url';
import { ImageUploads } from '../media/image-uploads';
import { TASTE_UPLOAD } from '../media/upload-errors';
import type { SignedInCall } from '../rpc/call-options';

/** A `/api/taste` body once parsed: messages with role, content and maybe an image (data URL or media URL). */
export type ParsedTasteBody = z.output<typeof TasteBodySchema>;
type TasteBodyMessage = ParsedTasteBody['messages'][number];

/**
 * Turns the images of a Taste conversation into media URLs before it goes to the AI service. Only the
 * newest message may carry a new photo (a data URL; the web sends earlier ones as the address the reply
 * gave), so one request decodes at most one image (issue 8 §5); it is checked, re-encoded and stored as the
 * caller's upload (5 MB limit, spec §9). An image already stored must be the caller's own (the sommelier
 * only ever looks at the person's own photos, so nobody's private photo can be read through it).
 */
const EARLIER_NEW_PHOTO =
  'Only the newest message may carry a new photo; send earlier photos by the address the reply gave';

const withoutExtras = ({ role, content, image }: TasteBodyMessage): ChatMessage =>
  image === undefined ? { role, content } : { role, content, image };

@Injectable()
export class ChatImages {
  constructor(private readonly uploads: ImageUploads) {}

  async withMediaUrls(messages: readonly TasteBodyMessage[], caller: SignedInCall): Promise<ChatMessage[]> {
    const ownerId = caller.actor.userId;
    const newest = messages.length - 1;
    messages.forEach(({ image }, index) => {
      if (image === undefined) return;
      if (isDataUrl(image)) {
        if (index !== newest) throw new AppError('VALIDATION', `messages.${index}.image: ${EARLIER_NEW_PHOTO}`);
      } else if (!isOwnMediaUrl(image, ownerId)) {
        throw new AppError('VALIDATION', `messages.${index}.image: Image not found`);
      }
    });
    const upload = messages[newest]?.image;
    if (upload === undefined || !isDataUrl(upload)) return messages.map(withoutExtras);
    const [stored] = await this.uploads.save(ownerId, [await this.uploads.prepare(upload, TASTE_UPLOAD)]);
    return messages.map((message, index) => withoutExtras(index === newest ? { ...message, image: stored } : message));
  }
}
