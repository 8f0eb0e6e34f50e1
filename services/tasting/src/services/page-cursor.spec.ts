import { InvalidCursorError } from '@sorsi/kit';
import { rankedCursor, recentCursor } from './page-cursor';

const position = { createdAt: '2025-05-01T10:20:30.123456Z', id: '6f1c1b9e-3c1f-4a43-9d55-0a3c8f1e2b7d' };

describe('page cursors', () => {
  it('round-trip a newest-first position to the microsecond', () => {
    expect(recentCursor.decode(recentCursor.encode(position))).toEqual(position);
  });

  it('round-trip a ranked position with its rank', () => {
    const ranked = { ...position, rank: 3 };
    expect(rankedCursor.decode(rankedCursor.encode(ranked))).toEqual(ranked);
  });

  it.each([
    ['garbage', 'not base64 json'],
    ['a search cursor on a plain list', rankedCursor.encode({ ...position, rank: 1 })],
    ['a bad id', Buffer.from(JSON.stringify([position.createdAt, "1' OR 1=1"])).toString('base64url')],
  ])('refuse %s as the one Invalid cursor error', (_case, cursor) => {
    expect(() => recentCursor.decode(cursor)).toThrow(InvalidCursorError);
  });

  it('refuse a plain list cursor on a search', () => {
    expect(() => rankedCursor.decode(recentCursor.encode(position))).toThrow(InvalidCursorError);
  });
});
