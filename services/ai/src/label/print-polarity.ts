/** Blocks the local darkest and lightest tones are taken over (8 px at OCR size), and how far they spread. */
const BLOCK = 8;
const REACH = 2;
/** A spread of tones smaller than this is flat ground or glass, not print. */
const PRINT_CONTRAST = 40;

/** The darkest and lightest tone of each block, spread over REACH blocks around it. */
function localRange(grey: Buffer, width: number, height: number) {
  const columns = Math.ceil(width / BLOCK);
  const rows = Math.ceil(height / BLOCK);
  const low = new Uint8Array(columns * rows).fill(255);
  const high = new Uint8Array(columns * rows);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const b = Math.floor(y / BLOCK) * columns + Math.floor(x / BLOCK);
      const value = grey[y * width + x]!;
      if (value < low[b]!) low[b] = value;
      if (value > high[b]!) high[b] = value;
    }
  }
  const spreadLow = new Uint8Array(low.length);
  const spreadHigh = new Uint8Array(high.length);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      let [least, most] = [255, 0];
      for (let rr = Math.max(0, r - REACH); rr <= Math.min(rows - 1, r + REACH); rr++) {
        for (let cc = Math.max(0, c - REACH); cc <= Math.min(columns - 1, c + REACH); cc++) {
          least = Math.min(least, low[rr * columns + cc]!);
          most = Math.max(most, high[rr * columns + cc]!);
        }
      }
      spreadLow[r * columns + c] = least;
      spreadHigh[r * columns + c] = most;
    }
  }
  return { columns, low: spreadLow, high: spreadHigh };
}

/**
 * Whether the print is light on a dark ground, judged where there is print: around letters the ground
 * is most of the pixels, so most pixels lie near the local lightest tone on a light ground and near the
 * local darkest on a dark one. Judged locally, a lamp's fall-off, a glare band or the dark glass around
 * a label do not change the answer (a global histogram is thrown by all three).
 */
export function isLightPrint(grey: Buffer, width: number, height: number): boolean {
  const { columns, low, high } = localRange(grey, width, height);
  let nearDark = 0;
  let nearLight = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const b = Math.floor(y / BLOCK) * columns + Math.floor(x / BLOCK);
      const [least, most] = [low[b]!, high[b]!];
      if (most - least < PRINT_CONTRAST) continue;
      const value = grey[y * width + x]!;
      if (value - least < (most - least) / 3) nearDark++;
      else if (most - value < (most - least) / 3) nearLight++;
    }
  }
  return nearDark > nearLight;
}
