import { z } from 'zod';
import { InvalidCursorError, keysetCursor } from './keyset-cursor';

const cursor = keysetCursor(z.tuple([z.iso.datetime(), z.uuid()]));
const position = ['2026-11-24T22:58:01.123456Z', '0b7c5a8e-4a44-4f4e-9a0e-2f1c3d4e5f60'] as const;
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keysetCursor', () => {
  it('gives back the position it encoded, from opaque URL-safe text', () => {
    const text = cursor.encode([...position]);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor.decode(text)).toEqual([...position]);
    expect(cursor.decodeOptional(text)).toEqual([...position]);
    expect(cursor.decodeOptional(undefined)).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', 'bm90IGEgY3Vyc29y'],
    ['a bare id', '42'],
    ['an empty text', ''],
    ['another shape', base64url({ t: position[0], i: position[1] })],
    ['a tuple too long', base64url([...position, 1])],
    ['a tuple too short', base64url([position[0]])],
    ['a value that is not a time', base64url(["'; DROP TABLE x; --", position[1]])],
  ])('refuses %s with the one Invalid cursor error', (_case, text) => {
    const refusal = (() => {
      try {
        cursor.decode(text);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(InvalidCursorError);
    expect(refusal).toMatchObject({ code: 'VALIDATION', message: 'Invalid cursor' });
  });
});

describe('keysetCursor with a position that is an object', () => {
  const named = keysetCursor(z.tuple([z.number().int()]), {
    tuple: (position: { id: number }) => [position.id] as [number],
    position: ([id]) => ({ id }),
  });

  it('writes the position as its tuple and reads it back', () => {
    const text = named.encode({ id: 7 });
    expect(JSON.parse(Buffer.from(text, 'base64url').toString())).toEqual([7]);
    expect(named.decode(text)).toEqual({ id: 7 });
    expect(() => named.decode(base64url(['7']))).toThrow(InvalidCursorError);
  });
});
