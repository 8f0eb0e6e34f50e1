/**
 * Contrast-limited adaptive histogram equalisation (CLAHE) of a grey picture: each tile of a grid gets its
 * own tone curve (its histogram equalised, with each tone's share clipped so flat paper is not turned into
 * noise), and every pixel blends the curves of the four tiles around it so no tile edge shows. Faint print
 * in a dim corner of a label gets the contrast bright print has elsewhere. Linear in the pixels (libvips'
 * windowed version is far too slow at OCR size).
 */
export function clahe(grey: Buffer, width: number, height: number, { tiles = 8, clipLimit = 3 } = {}): Buffer {
  const tileWidth = Math.ceil(width / tiles);
  const tileHeight = Math.ceil(height / tiles);
  const curves = new Uint8Array(tiles * tiles * 256);
  for (let ty = 0; ty < tiles; ty++) {
    for (let tx = 0; tx < tiles; tx++) {
      const histogram = new Float64Array(256);
      let count = 0;
      for (let y = ty * tileHeight; y < Math.min(height, (ty + 1) * tileHeight); y++) {
        for (let x = tx * tileWidth; x < Math.min(width, (tx + 1) * tileWidth); x++, count++)
          histogram[grey[y * width + x]!]!++;
      }
      curves.set(toneCurve(histogram, count, clipLimit), (ty * tiles + tx) * 256);
    }
  }
  const out = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(tiles - 1, Math.max(0, (y + 0.5) / tileHeight - 0.5));
    const y0 = Math.floor(gy);
    const y1 = Math.min(tiles - 1, y0 + 1);
    const fy = gy - y0;
    for (let x = 0; x < width; x++) {
      const gx = Math.min(tiles - 1, Math.max(0, (x + 0.5) / tileWidth - 0.5));
      const x0 = Math.floor(gx);
      const x1 = Math.min(tiles - 1, x0 + 1);
      const fx = gx - x0;
      const value = grey[y * width + x]!;
      const top = curves[(y0 * tiles + x0) * 256 + value]! * (1 - fx) + curves[(y0 * tiles + x1) * 256 + value]! * fx;
      const bottom =
        curves[(y1 * tiles + x0) * 256 + value]! * (1 - fx) + curves[(y1 * tiles + x1) * 256 + value]! * fx;
      out[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return out;
}

/** A tile's tone curve: its histogram clipped at `clipLimit` × the mean count, the excess spread evenly, summed. */
function toneCurve(histogram: Float64Array, count: number, clipLimit: number): Uint8Array {
  const ceiling = Math.max(1, (clipLimit * count) / 256);
  let excess = 0;
  for (let tone = 0; tone < 256; tone++) {
    if (histogram[tone]! > ceiling) {
      excess += histogram[tone]! - ceiling;
      histogram[tone] = ceiling;
    }
  }
  const curve = new Uint8Array(256);
  let sum = 0;
  for (let tone = 0; tone < 256; tone++) {
    sum += histogram[tone]! + excess / 256;
    curve[tone] = Math.min(255, Math.round((255 * sum) / Math.max(1, count)));
  }
  return curve;
}
