import sharp from 'sharp';

/** One bottle on the test shelf: its label lines and the price on its tag. */
export interface ShelfBottle {
  label: string[];
  price: string;
}

/** A clear shelf photo: dark bottles with cream labels, a white price tag under each on the shelf edge. */
export async function renderShelfPhoto(bottles: ShelfBottle[]): Promise<Buffer> {
  const slot = 360;
  const parts = bottles.map((bottle, i) => {
    const centre = 60 + i * slot + 150;
    const lines = bottle.label.map(
      (text, line) =>
        `<text x="${centre}" y="${470 + line * 44}" font-family="DejaVu Serif" font-size="${line === 0 ? 24 : 22}" text-anchor="middle" fill="#231a14"${line === 0 ? ' font-weight="bold"' : ''}>${text}</text>`,
    );
    return `<rect x="${centre - 130}" y="140" width="260" height="640" rx="60" fill="#1f3326"/>
      <rect x="${centre - 140}" y="420" width="280" height="${bottle.label.length * 44 + 40}" fill="#f3ead2"/>
      ${lines.join('')}
      <rect x="${centre - 80}" y="820" width="160" height="70" fill="#fff"/>
      <text x="${centre}" y="870" font-family="DejaVu Sans" font-size="38" font-weight="bold" text-anchor="middle" fill="#111">${bottle.price}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${60 + bottles.length * slot}" height="940">
    <rect width="100%" height="100%" fill="#6b5a48"/><rect y="800" width="100%" height="120" fill="#3a2c20"/>
    ${parts.join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
