import { noneMatchHits, strongEtag } from './conditional-request';

describe('conditional requests', () => {
  it('tags bytes strongly: the same bytes the same tag, other bytes another', () => {
    const tag = strongEtag(Buffer.from('a photo'));
    expect(tag).toMatch(/^"[\w-]{22}"$/);
    expect(strongEtag(Buffer.from('a photo'))).toBe(tag);
    expect(strongEtag(Buffer.from('a photO'))).not.toBe(tag);
  });

  it.each<[string | undefined, boolean]>([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    ['"a,b", "c"', false],
    ['', false],
    [undefined, false],
  ])('If-None-Match %p names "abc": %p', (header, hit) => {
    expect(noneMatchHits(header, '"abc"')).toBe(hit);
  });
});
