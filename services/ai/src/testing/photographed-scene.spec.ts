import { creaseShade, lampShade, sourcePoint } from './photographed-scene';

describe('the photographed scene', () => {
  it('narrows the far (top) edge by the keystone and leaves the near edge as it is', () => {
    expect(sourcePoint(0, 0, 1000, 800, 0.2).x).toBeCloseTo(500 - 500 / 0.8);
    expect(sourcePoint(0, 800, 1000, 800, 0.2)).toEqual({ x: 0, y: 800 });
    expect(sourcePoint(250, 400, 1000, 800, 0)).toEqual({ x: 250, y: 400 });
  });

  it('lights the side the lamp stands on more than the far side', () => {
    const lamp = { warmth: 0.5, side: -1, falloff: 0.5 };
    expect(lampShade(0.05, 0.5, lamp)).toBeGreaterThan(lampShade(0.95, 0.5, lamp));
    expect(lampShade(0.95, 0.5, { ...lamp, falloff: 0 })).toBe(1);
  });

  it('shades a fold: a shadow just above its line, a sheen just below, nothing far from it', () => {
    expect(creaseShade(-3)).toBeLessThan(0.8);
    expect(creaseShade(3)).toBeGreaterThan(1);
    expect(creaseShade(60)).toBeCloseTo(1);
  });
});
