/**
 * Whether one sRGB pixel has a skin tone, from light to dark skin.
 *
 * The core is Chai & Ngan's YCbCr rule ("Face segmentation using skin-color map", IEEE TCSVT 1999):
 * 77 ≤ Cb ≤ 127 and 133 ≤ Cr ≤ 173. Skin of every tone differs mostly in brightness (Y), not in chroma,
 * so one chroma box covers light and dark skin alike. Three guards from RGB rules narrow it:
 * - red dominance (Kovač, Peer & Solina 2003: R > G, R > B, |R − G| > 15), without their R > 95,
 *   which would drop dark skin;
 * - green at least 40% of red: deep reds (red wine, a red label) sit inside the chroma box, skin never
 *   goes that far from yellow;
 * - a minimum brightness: in near-black pixels the chroma is noise.
 */
export function isSkinTone(r: number, g: number, b: number): boolean {
  if (r <= g || r <= b || r - g <= MIN_RED_OVER_GREEN || g < MIN_GREEN_TO_RED * r) return false;
  const y = luma(r, g, b);
  if (y < MIN_LUMA) return false;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173;
}

/**
 * Whether a grey pixel could be skin: the grey of skin of every tone, from dark skin in shade to light skin
 * in full light, between shadow and paper white.
 */
export function isGreySkinTone(y: number): boolean {
  return y >= MIN_GREY_SKIN_LUMA && y <= MAX_GREY_SKIN_LUMA;
}

/** Brightness (BT.601 luma, 0–255), the Y of YCbCr. */
export function luma(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** Kovač et al.'s |R − G| > 15: greys, whites and beiges with no red cast are not skin. */
const MIN_RED_OVER_GREEN = 15;
/** Skin keeps G/R around 0.5–0.8 from light to dark tones; red wine is near 0.1–0.3. */
const MIN_GREEN_TO_RED = 0.4;
/** Below this luma a pixel is shadow; its colour says nothing (and dark skin in good light is above it). */
const MIN_LUMA = 35;
/** Dark skin in good light stays above this grey; so does light skin in shade. */
const MIN_GREY_SKIN_LUMA = 50;
/** Light skin in full light stays below paper white and a blown-out sky. */
const MAX_GREY_SKIN_LUMA = 235;
