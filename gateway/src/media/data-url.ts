import { imageTooLarge, unsupportedImage, type UploadLimit } from './upload-errors';

/** `data:[<type>][;param…];base64,<data>` (RFC 2397); the declared type is not trusted (see sniffImageType). */
const BASE64_DATA_URL = /^data:[^,]*;base64,/i;

export const isDataUrl = (value: string): boolean => value.startsWith('data:');

/**
 * The bytes of a base64 data URL. The size is checked on the encoded text before decoding, so an
 * oversized upload costs no copy. Anything but base64 is refused as not an image.
 */
export function decodeDataUrl(dataUrl: string, limit: UploadLimit): Buffer {
  const header = BASE64_DATA_URL.exec(dataUrl);
  if (header === null) throw unsupportedImage();
  const encoded = dataUrl.slice(header[0].length);
  if (Buffer.byteLength(encoded, 'base64') > limit.maxBytes) throw imageTooLarge(limit.tooLarge);
  return Buffer.from(encoded, 'base64');
}

/** The spec's advice calls send bare base64 (no `data:` prefix); the declared type is never trusted anyway. */
export const dataUrlOfBase64 = (base64: string): string => `data:;base64,${base64}`;
