// Issue 21 §13: the gateway keeps at most 2048 px on a photo's long side (docs/media-and-uploads.md), so the
// browser scales a photo to that size before sending it: a 12 MP phone photo of 3-8 MB becomes well under
// 1 MB. JPEG at 0.85 keeps small print on a wine list or label sharp (the gateway re-encodes to WebP 85
// anyway, so a higher quality would only spend bytes the server throws away).

export const KEPT_LONG_SIDE_PX = 2048;
export const SCALED_JPEG_QUALITY = 0.85;
/** Types the gateway takes as they are: a photo already small enough in one of them is sent untouched. */
const SENT_AS_IS = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface Size {
  width: number;
  height: number;
}

/** The size a photo is sent at: its own when its long side fits, else scaled down to fit, proportions kept. */
export function scaledSize({ width, height }: Size, longSide = KEPT_LONG_SIDE_PX): Size {
  const factor = longSide / Math.max(width, height);
  if (factor >= 1) return { width, height };
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/**
 * The photo as it goes on the wire: scaled to the kept size as a JPEG, turned upright by its EXIF
 * orientation; the file itself when it already fits in a type the gateway takes, or when the browser
 * cannot decode it (HEIC in Chromium: the gateway says what it can and cannot read).
 */
export async function scalePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = scaledSize(bitmap);
    if (size.width === bitmap.width && size.height === bitmap.height && SENT_AS_IS.has(file.type)) return file;
    return await encodeJpeg(bitmap, size);
  } finally {
    bitmap.close();
  }
}

async function encodeJpeg(bitmap: ImageBitmap, { width, height }: Size): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The photo could not be scaled');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: SCALED_JPEG_QUALITY });
}
