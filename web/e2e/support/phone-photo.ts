import sharp from 'sharp';

// Issue 21 §13: uploads are measured and tested with what a phone sends, a 12 MP JPEG of 3-8 MB. A flat
// picture would compress to almost nothing; sensor noise over a scene with a printed label is what makes
// a phone photo heavy, so the photo is a printed sheet on a table under fine grain.

export const PHONE_PHOTO = { width: 4000, height: 3000 } as const;

/**
 * A 4000 × 3000 JPEG (quality 95, as phone cameras save; about 6 MB) of a printed sheet on a table, under grain: each
 * line printed on its own row (a label's producer, wine and year; a list's wines and prices).
 */
export async function renderPhonePhoto(lines: string[]): Promise<Buffer> {
  const { width, height } = PHONE_PHOTO;
  const rows = lines.map(
    (line, index) =>
      `<text x="1000" y="${700 + index * 190}" font-family="DejaVu Serif" font-size="120" fill="#2b1a12">${line}</text>`,
  );
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="table" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#6b4a32"/><stop offset="1" stop-color="#2e1d12"/>
      </linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#table)"/>
    <rect x="800" y="300" width="2400" height="2500" fill="#f4ecd8"/>
    ${rows.join('\n')}
  </svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 34 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 95 })
    .toBuffer();
}
