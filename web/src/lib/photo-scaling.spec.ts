import { KEPT_LONG_SIDE_PX, scaledSize } from './photo-scaling';

// The scaling itself runs in Chromium (web/e2e/uploads.e2e-spec.ts checks what arrives); here, the sizes.

it.each([
  ['a 12 MP landscape photo', { width: 4000, height: 3000 }, { width: 2048, height: 1536 }],
  ['a 12 MP portrait photo', { width: 3000, height: 4000 }, { width: 1536, height: 2048 }],
  ['a panorama', { width: 12000, height: 1000 }, { width: 2048, height: 171 }],
  ['a sliver is never scaled to nothing', { width: 100000, height: 10 }, { width: 2048, height: 1 }],
  ['exactly the kept size', { width: 2048, height: 1000 }, { width: 2048, height: 1000 }],
  ['a small photo keeps its size', { width: 800, height: 600 }, { width: 800, height: 600 }],
])('%s', (_name, size, expected) => {
  expect(scaledSize(size)).toEqual(expected);
  expect(Math.max(expected.width, expected.height)).toBeLessThanOrEqual(KEPT_LONG_SIDE_PX);
});
