import type { Hsl, Palette } from './palettes';
import type { Random } from '@sorsi/kit';

// Module-local copies: inside jest's vm context every `Math.x` in a per-pixel loop is a slow global lookup.
const { PI, abs, atan, atan2, cos, floor, hypot, max, min, sin, sqrt } = Math;

/** What the painter should put at a point: the colour to aim for and the direction strokes run there. */
export interface SceneSample {
  color: Hsl;
  angle: number;
  /** True inside the glass or bottle: strokes there are smaller, so the subject keeps its shape. */
  subject: boolean;
}

export interface Scene {
  sample(x: number, y: number): SceneSample;
  /** Where the wine is (for the sparkling wine's bubbles): null when the subject shows no wine surface. */
  wineArea: { left: number; right: number; top: number; bottom: number } | null;
}

const mix = (a: Hsl, b: Hsl, t: number): Hsl => {
  // Hue takes the short way round the circle.
  const dh = ((((b.h - a.h) % 360) + 540) % 360) - 180;
  // Far-apart hues pass through grey mid-way, as paint mixes, instead of through a third hue.
  const greying = (abs(dh) / 180) * sin(PI * t) * 0.9;
  return { h: a.h + dh * t, s: (a.s + (b.s - a.s) * t) * (1 - greying), l: a.l + (b.l - a.l) * t };
};
const lighten = (c: Hsl, amount: number): Hsl => ({ h: c.h, s: c.s * (1 - amount * 0.6), l: c.l + (1 - c.l) * amount });

/**
 * A simple landscape composed from the seed: sky with a low sun, rolling hills, vineyard rows running to
 * a vanishing point, and in front a glass of the wine (or its bottle). Every choice comes from `random`,
 * so the same wine always gets the same composition.
 */
export function composeScene(width: number, height: number, palette: Palette, random: Random): Scene {
  const horizon = height * (0.42 + random() * 0.08);
  const sun = { x: width * (0.12 + random() * 0.3), y: horizon - height * (0.08 + random() * 0.12), r: width * 0.07 };
  const hills = [0, 1].map((i) => ({
    base: horizon + height * (0.02 + i * 0.07),
    amplitude: height * (0.025 + random() * 0.04),
    frequency: (2 + random() * 3) / width,
    phase: random() * PI * 2,
    color: palette.hills[i % palette.hills.length]!,
  }));
  const vineyardTop = horizon + height * 0.14;
  const vanishing = { x: width * (0.25 + random() * 0.5), y: horizon };
  const rows = 14 + floor(random() * 8);
  const flow = {
    fx: (1.5 + random() * 2) / width,
    fy: (1.5 + random() * 2) / height,
    px: random() * 6,
    py: random() * 6,
  };
  const wine = palette.wine[floor(random() * palette.wine.length)]!;
  const showsGlass = random() < 0.65;
  const cx = width * (0.56 + random() * 0.16);

  // The glass: a tulip bowl (an ellipse cut at the rim), a stem and a foot.
  const bowl = { cx, cy: height * 0.52, rx: width * 0.13, ry: width * 0.16 };
  const rimY = bowl.cy - bowl.ry * 0.72;
  const wineLevel = bowl.cy - bowl.ry * (0.05 + random() * 0.2);
  const footY = height * 0.86;
  // The bottle: body, rounded shoulders, neck, and a cream label.
  const bottle = {
    cx,
    half: width * 0.085,
    top: height * 0.18,
    shoulder: height * 0.4,
    bottom: height * 0.9,
    neck: width * 0.028,
  };

  function background(x: number, y: number): SceneSample {
    const swirl = sin(x * flow.fx * 6 + flow.px) * cos(y * flow.fy * 6 + flow.py);
    if (y < horizon + hills[0]!.amplitude) {
      const sunDistance = hypot(x - sun.x, y - sun.y);
      for (const hill of hills) {
        if (y > hill.base - hill.amplitude * sin(x * hill.frequency * PI * 2 + hill.phase)) {
          const slope = -atan(hill.amplitude * hill.frequency * PI * 2 * cos(x * hill.frequency * PI * 2 + hill.phase));
          return { color: hill.color, angle: slope + swirl * 0.3, subject: false };
        }
      }
      if (sunDistance < sun.r)
        return { color: palette.sun, angle: atan2(y - sun.y, x - sun.x) + PI / 2, subject: false };
      const glow = max(0, 1 - sunDistance / (sun.r * 4));
      const sky = mix(palette.skyTop, palette.skyHorizon, min(1, y / horizon));
      return { color: mix(sky, palette.sun, glow * 0.5), angle: swirl * 0.5, subject: false };
    }
    for (const hill of hills) {
      const top = hill.base - hill.amplitude * sin(x * hill.frequency * PI * 2 + hill.phase);
      if (y < top + height * 0.1 && y < vineyardTop) {
        return { color: hill.color, angle: swirl * 0.4, subject: false };
      }
    }
    // Vineyard rows fan out from the vanishing point; alternate vines and soil.
    const direction = atan2(y - vanishing.y, x - vanishing.x);
    const row = ((direction - 0.15) / (PI - 0.3)) * rows;
    const inVines = row - floor(row) < 0.55;
    const depth = min(1, (y - vineyardTop) / (height - vineyardTop));
    const vine = palette.vines[abs(floor(row)) % palette.vines.length]!;
    const color = inVines ? mix(mix(vine, palette.soil, 0.25), lighten(vine, 0.3), 1 - depth) : palette.soil;
    return { color: y < vineyardTop ? mix(hills[1]!.color, color, 0.5) : color, angle: direction, subject: false };
  }

  function glass(x: number, y: number): SceneSample | null {
    const nx = (x - bowl.cx) / bowl.rx;
    const ny = (y - bowl.cy) / bowl.ry;
    const inBowl = nx * nx + ny * ny <= 1 && y >= rimY;
    if (inBowl) {
      const tangent = atan2(ny, nx) + PI / 2;
      const edge = 1 - sqrt(nx * nx + ny * ny);
      if (edge < 0.06) return { color: lighten(palette.skyHorizon, 0.6), angle: tangent, subject: true };
      if (nx < -0.45 && nx > -0.62 && ny < 0.3)
        return { color: lighten(palette.sun, 0.8), angle: PI / 2, subject: true };
      if (y >= wineLevel) {
        const depth = (y - wineLevel) / (bowl.cy + bowl.ry - wineLevel);
        return {
          color: { ...wine, l: wine.l * (1 - depth * 0.3) },
          angle: abs(y - wineLevel) < 4 ? 0 : tangent,
          subject: true,
        };
      }
      return { color: lighten(background(x, y).color, 0.35), angle: tangent, subject: true };
    }
    const stemTop = bowl.cy + bowl.ry * 0.97;
    if (y > stemTop && y < footY && abs(x - bowl.cx) < width * 0.012) {
      return { color: lighten(palette.skyHorizon, 0.5), angle: PI / 2, subject: true };
    }
    const fx = (x - bowl.cx) / (bowl.rx * 0.85);
    const fy = (y - footY) / (height * 0.02);
    if (fx * fx + fy * fy <= 1) return { color: lighten(palette.skyHorizon, 0.45), angle: 0, subject: true };
    return null;
  }

  function bottleAt(x: number, y: number): SceneSample | null {
    if (y < bottle.top || y > bottle.bottom) return null;
    const dx = abs(x - bottle.cx);
    const shoulderT = min(1, max(0, (y - (bottle.shoulder - height * 0.08)) / (height * 0.08)));
    const halfWidth =
      y < bottle.shoulder - height * 0.08
        ? bottle.neck
        : bottle.neck + (bottle.half - bottle.neck) * sin((shoulderT * PI) / 2);
    if (dx > halfWidth) return null;
    const glassColor: Hsl = { h: wine.h, s: min(0.8, wine.s + 0.1), l: min(0.35, wine.l * 0.8) };
    const labelTop = bottle.shoulder + height * 0.12;
    if (y > labelTop && y < labelTop + height * 0.2 && dx < bottle.half * 0.92) {
      return { color: { h: 42, s: 0.45, l: 0.86 }, angle: 0, subject: true };
    }
    if (x - bottle.cx < -halfWidth * 0.5 && x - bottle.cx > -halfWidth * 0.75) {
      return { color: lighten(glassColor, 0.45), angle: PI / 2, subject: true };
    }
    return { color: glassColor, angle: PI / 2, subject: true };
  }

  return {
    sample: (x, y) => (showsGlass ? glass(x, y) : bottleAt(x, y)) ?? background(x, y),
    wineArea: showsGlass
      ? {
          left: bowl.cx - bowl.rx * 0.7,
          right: bowl.cx + bowl.rx * 0.7,
          top: wineLevel,
          bottom: bowl.cy + bowl.ry * 0.85,
        }
      : null,
  };
}
