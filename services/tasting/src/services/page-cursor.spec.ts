import { AppError } from '@sorsi/proto';
import { decodeRankedCursor, decodeRecentCursor, encodeRankedCursor, encodeRecentCursor } from './page-cursor';

const position = { createdAt: '2025-05-01T10:20:30.123456Z', id: '6f1c1b9e-3c1f-4a43-9d55-0a3c8f1e2b7d' };

describe('page cursors', () => {
  it('round-trip a newest-first position to the microsecond', () => {
    expect(decodeRecentCursor(encodeRecentCursor(position))).toEqual(position);
  });

  it('round-trip a ranked position with its rank', () => {
    const ranked = { ...position, rank: 3 };
    expect(decodeRankedCursor(encodeRankedCursor(ranked))).toEqual(ranked);
  });

  it('are opaque, URL-safe text', () => {
    expect(encodeRankedCursor({ ...position, rank: 2 })).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['garbage', 'not base64 json'],
    ['a search cursor on a plain list', encodeRankedCursor({ ...position, rank: 1 })],
    [
      'a bad id',
      Buffer.from(JSON.stringify({ k: 'recent', t: position.createdAt, i: "1' OR 1=1" })).toString('base64url'),
    ],
  ])('refuse %s as VALIDATION', (_case, cursor) => {
    const thrown = (() => {
      try {
        decodeRecentCursor(cursor);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ code: 'VALIDATION' });
  });
});
