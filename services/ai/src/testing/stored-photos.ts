import { type MediaStore, newMediaKey } from '@sorsi/kit';
import { MEDIA_URL_PREFIX, mediaContentTypeOf } from '@sorsi/proto';
import sharp from 'sharp';
import { imageExtensionOf } from '../providers/generated-images';

/** Stores a photo as the gateway does for an upload of `ownerId`, and returns its media URL. */
export async function storeTestPhoto(media: MediaStore, ownerId: string, bytes: Buffer): Promise<string> {
  const extension = imageExtensionOf(bytes);
  if (extension === null) throw new Error('not a JPEG, PNG or WebP photo');
  const key = newMediaKey(ownerId, 'upload', extension);
  await media.put(key, bytes, mediaContentTypeOf(key)!);
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** A photo with nothing to read on it: a bottle-green blur, as when the camera missed the label. */
export function blankPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 52, b: 38 } } })
    .jpeg()
    .toBuffer();
}
