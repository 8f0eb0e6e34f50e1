import sharp from 'sharp';

/** A clear bottle-label photo rendered for the test: cream paper, a serif producer line, name, grape and vintage. */
export async function renderLabelPhoto(label: { producer: string; wineName: string; varietal: string; year: string }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <rect width="100%" height="100%" fill="#5b1a2a"/>
    <rect x="90" y="180" width="720" height="840" rx="18" fill="#f4ecd8"/>
    <text x="450" y="380" font-family="DejaVu Serif" font-size="64" font-weight="bold" text-anchor="middle" fill="#2a1a12">${label.producer}</text>
    <text x="450" y="520" font-family="DejaVu Serif" font-size="52" text-anchor="middle" fill="#2a1a12">${label.wineName}</text>
    <text x="450" y="660" font-family="DejaVu Sans" font-size="44" text-anchor="middle" fill="#2a1a12">${label.varietal}</text>
    <text x="450" y="800" font-family="DejaVu Sans" font-size="64" font-weight="bold" text-anchor="middle" fill="#2a1a12">${label.year}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).rotate(2, { background: '#5b1a2a' }).jpeg({ quality: 88 }).toBuffer();
}
