import sharp from 'sharp';
import { skinMap } from './skin-map';
import { largestRegion } from './skin-regions';

export interface ImageFinding {
  verdict: 'allow' | 'hold';
  reason: 'inappropriate' | null;
  message: string | null;
  rule: string;
}

/** How much of an image is skin, as fractions of all its pixels. */
export interface SkinMeasure {
  skin: number;
  largestRegion: number;
}

export const HELD_PHOTO_MESSAGE = 'Your photo will be visible to others once a moderator has reviewed it.';

/**
 * Skin share from which a photo waits for a moderator. A hand holding a glass, or a face beside a bottle,
 * stays well under a quarter of a wine photo; a body filling the frame does not. Holding is cheap (an admin
 * looks), publishing nudity is not, so the bar sits low.
 */
export const HOLD_SKIN_FRACTION = 0.25;
/**
 * Share of the image one connected skin region may take before the photo waits: a torso or a close-up body
 * is one region; the same skin share spread over small patches (hands, warm highlights) is not.
 */
export const HOLD_REGION_FRACTION = 0.15;
/** Long side of the working copy: enough for regions and texture, small enough to scan in a few ms. */
const WORKING_SIZE = 128;

/**
 * The offline check of a post's photo: no model, only a skin-tone measure. It allows photos where skin is
 * clearly a small part (bottles, glasses, labels, vineyards, a hand on a glass) and holds the rest for
 * review, as well as anything it cannot decode: unsure means held, never silently published.
 */
export async function checkImageOffline(bytes: Buffer): Promise<ImageFinding> {
  const measure = await measureSkin(bytes).catch(() => null);
  // Not a decodable image: nothing says what it shows, and no reason can be named for it.
  if (!measure) return held('offline-image:unreadable', null);
  const rule = `offline-image:skin ${Math.round(measure.skin * 100)}%`;
  const tooMuch = measure.skin >= HOLD_SKIN_FRACTION || measure.largestRegion >= HOLD_REGION_FRACTION;
  return tooMuch ? held(rule, 'inappropriate') : { verdict: 'allow', reason: null, message: null, rule };
}

/** Decodes the image (first frame, EXIF orientation applied, alpha over white) and measures its skin. */
export async function measureSkin(bytes: Buffer): Promise<SkinMeasure> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize(WORKING_SIZE, WORKING_SIZE, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`expected RGB, got ${info.channels} channels`);
  const pixels = info.width * info.height;
  const mask = skinMap(data, info.width, info.height);
  let skin = 0;
  for (const marked of mask) skin += marked;
  return { skin: skin / pixels, largestRegion: largestRegion(mask, info.width, info.height) / pixels };
}

function held(rule: string, reason: ImageFinding['reason']): ImageFinding {
  return { verdict: 'hold', reason, message: HELD_PHOTO_MESSAGE, rule };
}
