import sharp from 'sharp';
import { NudityModel, type NudityScores } from './nudity-model';
import { skinMap } from './skin-map';
import { skinShape, type SkinShape } from './skin-regions';

export interface ImageFinding {
  verdict: 'allow' | 'hold';
  reason: 'inappropriate' | null;
  message: string | null;
  rule: string;
}

/** How much of an image could be skin, and its shape; greyscale pictures are measured by grey and smoothness. */
export interface SkinMeasure extends SkinShape {
  greyscale: boolean;
}

/** What the quick check makes of a photo before any model looks at it. */
export type QuickVerdict = 'clear' | 'suspect' | 'skin-filled';

/** Judges what the quick check cannot clear (the NSFWJS model in a worker; a stand-in in tests). */
export interface NudityJudge {
  classify(photo: Buffer): Promise<NudityScores>;
}

export const HELD_PHOTO_MESSAGE = 'Your photo will be visible to others once a moderator has reviewed it.';

/**
 * Below this skin share, with no big region, a photo is cleared at once: a hand holding a glass, or a face
 * beside a bottle, stays well under a quarter of a wine photo and makes no big region.
 */
export const CLEAR_SKIN_FRACTION = 0.25;
export const CLEAR_REGION_FRACTION = 0.15;
/**
 * A photo whose skin is the picture is held without asking the model: one solid region of a third of the
 * frame or more that does not run along a side (a body framed in the picture, not a backdrop or a sky); or
 * skin over nearly the whole frame with nothing lying on it, that is no enclosed patch of another surface
 * bigger than a spot, or a region so solid that what it encloses is spots (bottles, glasses, labels and corks
 * on a skin-coloured backdrop leave it at most 0.96 solid in the wine scenes).
 */
export const FRAMED_REGION_FRACTION = 0.3;
export const FRAMED_REGION_SOLIDITY = 0.95;
export const FILLED_SKIN_FRACTION = 0.85;
export const FILLED_ENCLOSED_FRACTION = 0.004;
export const FILLED_REGION_SOLIDITY = 0.975;
/**
 * The model's Porn + Hentai + Sexy probability from which a suspect photo is held. The highest wine scene of
 * the test set scores 0.11 (docs/benchmarks-moderation.md); the bar sits three times above it and below a
 * half, so a photo the model leans towards calling explicit waits for a moderator.
 */
export const MODEL_HOLD_SCORE = 0.35;
/** A photo whose two channels differ by less than this almost everywhere is greyscale. */
const GREY_CHROMA = 12;
const GREY_SHARE = 0.98;
/** Long side of the working copy: enough for regions and texture, small enough to scan in a few ms. */
const WORKING_SIZE = 128;

let shared: NudityModel | null = null;
/** One model per process, started on the first suspect photo. */
export function sharedNudityModel(): NudityModel {
  shared ??= new NudityModel();
  return shared;
}

/**
 * The offline check of a photo. The quick skin check clears most photos at once (bottles, glasses, labels,
 * vineyards, a hand on a glass) and holds those whose skin fills the picture; what it cannot clear (warm
 * wood, cork, candlelight, a brown backdrop, greyscale pictures with smooth areas) goes to the nudity model.
 * A photo it cannot decode, or that the model could not judge, is held: unsure means held, never published.
 */
export async function checkImageOffline(
  bytes: Buffer,
  judge: NudityJudge | null = sharedNudityModel(),
): Promise<ImageFinding> {
  const measure = await measureSkin(bytes).catch(() => null);
  // Not a decodable image: nothing says what it shows, and no reason can be named for it.
  if (!measure) return held('offline-image:unreadable', null);
  const rule = `offline-image:skin ${Math.round(measure.skin * 100)}%${measure.greyscale ? ' grey' : ''}`;
  switch (quickVerdict(measure)) {
    case 'clear':
      return allowed(rule);
    case 'skin-filled':
      return held(`${rule} filled`, 'inappropriate');
    case 'suspect': {
      const scores = judge ? await judge.classify(bytes).catch(() => null) : null;
      if (!scores) return held(`${rule} unjudged`, 'inappropriate');
      const explicit = scores.Porn + scores.Hentai + scores.Sexy;
      const judged = `${rule} model ${explicit.toFixed(2)}`;
      return explicit >= MODEL_HOLD_SCORE ? held(judged, 'inappropriate') : allowed(judged);
    }
  }
}

export function quickVerdict(measure: SkinMeasure): QuickVerdict {
  if (measure.skin < CLEAR_SKIN_FRACTION && measure.largestRegion < CLEAR_REGION_FRACTION) return 'clear';
  const framedBody =
    measure.largestRegion >= FRAMED_REGION_FRACTION &&
    measure.regionSolidity >= FRAMED_REGION_SOLIDITY &&
    !measure.regionSpansSide;
  const allSkin =
    measure.skin >= FILLED_SKIN_FRACTION &&
    (measure.largestEnclosed < FILLED_ENCLOSED_FRACTION || measure.regionSolidity >= FILLED_REGION_SOLIDITY);
  return framedBody || allSkin ? 'skin-filled' : 'suspect';
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
  const greyscale = isGreyscale(data);
  return { greyscale, ...skinShape(skinMap(data, info.width, info.height, greyscale), info.width, info.height) };
}

function isGreyscale(rgb: Buffer): boolean {
  let grey = 0;
  for (let i = 0; i < rgb.length; i += 3) {
    const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
    if (Math.max(r, g, b) - Math.min(r, g, b) < GREY_CHROMA) grey++;
  }
  return grey >= GREY_SHARE * (rgb.length / 3);
}

function allowed(rule: string): ImageFinding {
  return { verdict: 'allow', reason: null, message: null, rule };
}

function held(rule: string, reason: ImageFinding['reason']): ImageFinding {
  return { verdict: 'hold', reason, message: HELD_PHOTO_MESSAGE, rule };
}
