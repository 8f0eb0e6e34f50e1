/** The image kinds the gateway recognises by their first bytes. */
export type SniffedImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Buffer, start: number, end: number): string => bytes.toString('latin1', start, end);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** HEIF brands of HEVC-coded images (iPhone photos) and the generic HEIF image brands. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * What an upload really is, by its magic bytes (a PNG sent as `data:image/jpeg` is a PNG; a text file
 * sent as `data:image/png` is nothing), or null for anything else.
 */
export function sniffImageType(bytes: Buffer): SniffedImageType | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return sniffHeif(bytes);
}

/** ISO-BMFF `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
function sniffHeif(bytes: Buffer): SniffedImageType | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  return null;
}
