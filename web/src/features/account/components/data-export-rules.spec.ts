import { archiveSize } from './data-export-rules';

describe('archiveSize', () => {
  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1 KB'],
    [980_400, '980 KB'],
    [999_499, '999 KB'],
    [999_500, '1.0 MB'],
    [2_400_000, '2.4 MB'],
    [9_960_000, '10 MB'],
    [123_456_789, '123 MB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(archiveSize(bytes)).toBe(text);
  });
});
