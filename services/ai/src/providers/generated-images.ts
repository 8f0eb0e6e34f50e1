import { type MediaStore, newMediaKey } from '@sorsi/kit';
import { MEDIA_URL_PREFIX, mediaContentTypeOf, type MediaExtension } from '@sorsi/proto';

/** The image format of the bytes, by their magic numbers: a model may answer in another format than asked. */
export function imageExtensionOf(bytes: Buffer): MediaExtension | null {
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/**
 * Stores a picture generated for the actor under a fresh key of theirs and returns its media URL
 * (`/api/media/u/{owner}/generated/{uuid}.webp`), which the reply carries instead of the bytes.
 */
export async function storeGeneratedImage(store: MediaStore, ownerId: string, bytes: Buffer): Promise<string> {
  const extension = imageExtensionOf(bytes);
  if (extension === null) throw new Error('The generated image is not a WebP, PNG or JPEG image');
  const key = newMediaKey(ownerId, 'generated', extension);
  await store.put(key, bytes, mediaContentTypeOf(key)!);
  return `${MEDIA_URL_PREFIX}${key}`;
}
