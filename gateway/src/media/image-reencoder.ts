import type { MediaExtension } from '@sorsi/proto';
import sharp from 'sharp';
import { ConcurrencySlots } from './concurrency-slots';
import type { SniffedImageType } from './image-type';
import {
  HEIC_UNSUPPORTED,
  IMAGE_UNREADABLE,
  TOO_MANY_PIXELS,
  unprocessableImage,
  unsupportedImage,
} from './upload-errors';

/**
 * Above this an image is refused before it is decoded: a small file can declare a huge canvas (pixel
 * flood), and each decode holds every pixel in memory. 25 MP takes any ordinary phone photo (12-24 MP).
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Stored photos are scaled down to this long side: enough to read a label, far less to store and send. */
export const STORED_LONG_SIDE = 2048;
const WEBP_QUALITY = 85;

/** sharp's format name for each sniffed type (HEIC and AVIF are both its `heif`). */
const SHARP_FORMAT: Record<SniffedImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
  heic: 'heif',
};

/** Prebuilt sharp decodes AVIF but not HEVC-coded HEIC (a libvips built with libde265 does). */
const heicReadable = sharp.format.heif.input.fileSuffix?.includes('.heic') === true;

export interface ReencodedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  extension: MediaExtension;
}

/**
 * Image decodes at once per gateway process, each on one libvips thread: a burst of uploads waits its
 * turn instead of taking every core from the requests beside it (issue 7 §4, issue 8 §5).
 */
const DECODE_CONCURRENCY = 2;
sharp.concurrency(1);
const decodeSlots = new ConcurrencySlots(DECODE_CONCURRENCY);

/**
 * Decodes an upload and encodes it anew as WebP: turned upright by its EXIF orientation, scaled to at most
 * 2048 px on the long side, first frame only, and without any metadata (sharp keeps none unless asked),
 * so EXIF, GPS positions and camera serials never reach the store. The header is read first, so a pixel
 * flood is refused without decoding it. sharp works on libuv's thread pool, off the event loop.
 */
export function reencodeImage(bytes: Buffer, type: SniffedImageType): Promise<ReencodedImage> {
  return decodeSlots.run(() => reencode(bytes, type));
}

async function reencode(bytes: Buffer, type: SniffedImageType): Promise<ReencodedImage> {
  if (type === 'heic' && !heicReadable) throw unsupportedImage(HEIC_UNSUPPORTED);
  // Reading the header decodes no pixels; sharp's own limit would refuse a flood here without saying why.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (header === null || header.format !== SHARP_FORMAT[type] || !header.width || !header.height) {
    throw unprocessableImage(IMAGE_UNREADABLE);
  }
  if (header.width * header.height > MAX_INPUT_PIXELS) throw unprocessableImage(TOO_MANY_PIXELS);
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: STORED_LONG_SIDE, height: STORED_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    return { bytes: output, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw unprocessableImage(IMAGE_UNREADABLE);
  }
}
