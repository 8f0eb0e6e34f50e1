import sharp from 'sharp';
import { TEST_LABEL_FONTS } from './render-test-label';

/** A line of text as raw pixels, in the given family. */
async function rendered(family: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="80"><rect width="100%" height="100%" fill="#fff"/><text x="10" y="55" font-family="${family}" font-size="40">Château Mossgiel</text></svg>`;
  return sharp(Buffer.from(svg)).raw().toBuffer();
}

describe('test label fonts', () => {
  // librsvg falls back silently when a family is missing, so a lost font package would quietly change
  // every test photo: each family must render as itself, not as the fallback.
  it.each(TEST_LABEL_FONTS)('renders %s from the repository fonts', async (family) => {
    expect((await rendered(family)).equals(await rendered('No Such Family'))).toBe(false);
  });

  it('never uses the machine fonts (infra/fonts/fonts.conf)', async () => {
    expect(process.env.FONTCONFIG_FILE).toMatch(/infra\/fonts\/fonts\.conf$/);
    expect((await rendered('Liberation Serif')).equals(await rendered('No Such Family'))).toBe(true);
  });
});
