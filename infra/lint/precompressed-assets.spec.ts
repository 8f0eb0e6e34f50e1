import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

// The gateway sends the build's .br and .gz copies as they are (issue 7 §2): each must hold exactly the
// file it stands for. (A copy made before Vite finished its chunks once shipped code that could not run.)
const assets = path.resolve(__dirname, '../../web/dist/assets');
const built = existsSync(assets);

(built ? describe : describe.skip)('the precompressed copies of the built assets', () => {
  const copies = built ? readdirSync(assets).filter((file) => /\.(br|gz)$/.test(file)) : [];

  it('exist for the scripts and styles', () => {
    expect(copies.some((file) => file.endsWith('.js.br'))).toBe(true);
    expect(copies.some((file) => file.endsWith('.css.gz'))).toBe(true);
  });

  it('each decompress to the very file they stand for', () => {
    const different = copies.filter((copy) => {
      const plain = readFileSync(path.join(assets, copy.replace(/\.(br|gz)$/, '')));
      const packed = readFileSync(path.join(assets, copy));
      const unpacked = copy.endsWith('.br') ? brotliDecompressSync(packed) : gunzipSync(packed);
      return !unpacked.equals(plain);
    });
    expect(different).toEqual([]);
  });
});
