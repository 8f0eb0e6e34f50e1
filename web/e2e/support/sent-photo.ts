import type { Request } from 'playwright-core';
import sharp from 'sharp';

/** The photo a JSON upload carried (Compare's `image`, Taste's newest message's data URL), as sharp sees it. */
export async function sentPhoto(request: Request): Promise<{ width: number; height: number; bytes: number }> {
  const body = JSON.parse(request.postData() ?? '{}') as {
    image?: string;
    images?: Array<{ image: string }>;
    messages?: Array<{ image?: string }>;
  };
  const text =
    body.image ?? body.images?.[0]?.image ?? body.messages?.findLast((m) => m.image?.startsWith('data:'))?.image;
  if (!text) throw new Error('the request carried no photo');
  const bytes = Buffer.from(text.slice(text.indexOf(',') + 1), 'base64');
  const { width, height } = await sharp(bytes).metadata();
  return { width: width ?? 0, height: height ?? 0, bytes: bytes.length };
}
