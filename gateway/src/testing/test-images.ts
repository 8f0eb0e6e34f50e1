import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A solid-colour image of the given size, encoded as `format`. */
export function solidImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7b1e3a' } })
    .toFormat(format)
    .toBuffer();
}

/** A phone-like JPEG: 64×48 stored sideways (EXIF orientation 6), with camera make and a GPS position. */
export function jpegWithExifAndGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#7b1e3a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Serial 12345' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '8/1 10/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether an EXIF block holds a GPS IFD pointer (tag 0x8825, in the block's byte order). */
export function hasGpsIfd(exif: Buffer): boolean {
  const littleEndian = exif.toString('latin1', 6, 8) === 'II';
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A pixel flood: a PNG of a few dozen bytes whose header declares `width`×`height` pixels. */
export function pixelFloodPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An HEIC file's opening (ftyp box, brand heic) followed by bytes no decoder makes sense of. */
export function heicLookalike(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
  return Buffer.concat([ftyp, Buffer.alloc(512, 7)]);
}

export const dataUrl = (type: string, bytes: Buffer): string => `data:${type};base64,${bytes.toString('base64')}`;
