import { InvalidCursorError } from '@sorsi/kit';
import { decodeKeyset, encodeKeyset, FIRST_KEYSET, nextCursor } from './keyset';

describe('keyset cursors', () => {
  const keyset = { at: '2026-11-24 22:58:01.123456+00', id: '7f0c6a56-3d0e-4a57-9f4c-2b7f2e4b9a10' };

  it('round-trips a position exactly, microseconds included, as the tuple it always was', () => {
    expect(decodeKeyset(encodeKeyset(keyset))).toEqual(keyset);
    expect(encodeKeyset(keyset)).toBe(Buffer.from(JSON.stringify([keyset.at, keyset.id])).toString('base64url'));
  });

  it('starts before every row without a cursor', () => {
    expect(decodeKeyset(undefined)).toBe(FIRST_KEYSET);
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['a time Postgres did not print', encodeKeyset({ ...keyset, at: 'now(); DROP TABLE x; --' })],
    ['an id that is no UUID', encodeKeyset({ ...keyset, id: '1 OR 1=1' })],
  ])('refuses %s with the one Invalid cursor error', (_case, cursor) => {
    expect(() => decodeKeyset(cursor)).toThrow(InvalidCursorError);
  });

  it('gives a next cursor only after a full page', () => {
    const rows = [{ created_key: keyset.at, id: keyset.id }];
    expect(decodeKeyset(nextCursor(rows, 1)!)).toEqual(keyset);
    expect(nextCursor(rows, 2)).toBeNull();
  });
});
