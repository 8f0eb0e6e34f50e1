import sharp from 'sharp';

/** One priced line of the test list. */
export interface ListLine {
  text: string;
  price: string;
}

/** A clear photo of a one-column wine list: headings, then each wine with its price on the right. */
export async function renderWineListPhoto(sections: Array<{ heading: string; wines: ListLine[] }>): Promise<Buffer> {
  let y = 140;
  const rows = sections.flatMap(({ heading, wines }) => {
    y += 70;
    const lines = [
      `<text x="70" y="${y}" font-family="DejaVu Serif" font-size="36" font-weight="bold" fill="#7a1f2b">${heading}</text>`,
    ];
    for (const wine of wines) {
      y += 56;
      lines.push(
        `<text x="70" y="${y}" font-family="DejaVu Sans" font-size="28" fill="#222">${wine.text}</text>`,
        `<text x="1030" y="${y}" font-family="DejaVu Sans" font-size="28" text-anchor="end" fill="#222">${wine.price}</text>`,
      );
    }
    return lines;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="${y + 80}">
    <rect width="100%" height="100%" fill="#f7f1e3"/>
    <text x="550" y="90" font-family="DejaVu Serif" font-size="52" font-weight="bold" text-anchor="middle" fill="#222">Wine List</text>
    ${rows.join('\n')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
