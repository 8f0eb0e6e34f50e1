/**
 * The scaling bench's figures as a picture (docs/benchmarks-ai-scaling.svg): label reads per second and
 * read latency (p50, and p95 where measured) against the number of AI replicas, one line per OCR thread
 * count. Hand-written SVG: no plotting library, nothing fetched.
 * Run alone on the recorded figures: npm run bench:scaling:plot -w services/ai
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One measured configuration of one round (services/ai/bench/scaling-figures.json). */
export interface ScalingRun {
  round: number;
  processes: number;
  workers: number;
  photosPerSecond: number;
  cores: number;
  p50Ms: number;
  /** Not recorded by runs before issue 25. */
  p95Ms: number | null;
}

export interface ScalingFigures {
  measured: string;
  by: string;
  machine: string;
  /** Label reads per second per core a replica obtained (median of the 1-process rounds). */
  photosPerSecondPerCore: number;
  runs: ScalingRun[];
}

export const FIGURES_FILE = path.resolve(__dirname, 'scaling-figures.json');
export const PLOT_FILE = path.resolve(__dirname, '../../../docs/benchmarks-ai-scaling.svg');

const PANEL = { width: 300, height: 200 };
const MARGIN = { left: 56, top: 36, gap: 90, bottom: 76 };
const COLOURS = ['#7b1e3a', '#2f6f8f', '#c07a1a', '#4d7a3a'];

interface Point {
  x: number;
  y: number;
}
interface Series {
  label: string;
  colour: string;
  dashed: boolean;
  points: Point[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Medians per replica count of one thread count's runs, for a figure that may be missing. */
function medians(runs: ScalingRun[], pick: (run: ScalingRun) => number | null): Point[] {
  const replicas = [...new Set(runs.map((run) => run.processes))].sort((a, b) => a - b);
  return replicas.flatMap((x) => {
    const values = runs.filter((run) => run.processes === x).map(pick);
    return values.every((value): value is number => value !== null) ? [{ x, y: median(values) }] : [];
  });
}

/** A tick step of 1, 2, 2.5 or 5 × a power of ten, so that four steps from 0 hold `value` with room. */
function tickStep(value: number): number {
  const raw = (value * 1.1) / 4 || 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((m) => m * power).find((step) => step >= raw)!;
}

function panel(left: number, title: string, unit: string, series: Series[], dots: Point[], maxX: number): string {
  const step = tickStep(Math.max(...series.flatMap((s) => s.points.map((p) => p.y)), ...dots.map((d) => d.y)));
  const top = 4 * step;
  // Replicas 1…maxX, half a step in from each side.
  const px = (x: number) => left + ((x - 0.5) / maxX) * PANEL.width;
  const py = (y: number) => MARGIN.top + PANEL.height - (y / top) * PANEL.height;
  const parts = [
    `<text x="${left}" y="${MARGIN.top - 14}" class="title">${escape(title)}</text>`,
    `<rect x="${left}" y="${MARGIN.top}" width="${PANEL.width}" height="${PANEL.height}" class="frame"/>`,
  ];
  for (let i = 0; i <= 4; i++) {
    const value = step * i;
    parts.push(
      `<line x1="${left}" x2="${left + PANEL.width}" y1="${py(value)}" y2="${py(value)}" class="grid"/>`,
      `<text x="${left - 6}" y="${py(value) + 4}" class="tick" text-anchor="end">${+value.toFixed(2)}</text>`,
    );
  }
  for (let x = 1; x <= maxX; x++) {
    parts.push(
      `<text x="${px(x)}" y="${MARGIN.top + PANEL.height + 16}" class="tick" text-anchor="middle">${x}</text>`,
    );
  }
  parts.push(
    `<text x="${left + PANEL.width / 2}" y="${MARGIN.top + PANEL.height + 34}" class="axis" text-anchor="middle">AI replicas</text>`,
    `<text x="${left - 42}" y="${MARGIN.top + PANEL.height / 2}" class="axis" text-anchor="middle" transform="rotate(-90 ${left - 42} ${MARGIN.top + PANEL.height / 2})">${escape(unit)}</text>`,
  );
  for (const dot of dots) parts.push(`<circle cx="${px(dot.x)}" cy="${py(dot.y)}" r="2.5" class="round"/>`);
  series.forEach((s, i) => {
    const path = s.points.map((p) => `${px(p.x)},${py(p.y)}`).join(' ');
    parts.push(
      `<polyline points="${path}" fill="none" stroke="${s.colour}" stroke-width="2"${s.dashed ? ' stroke-dasharray="5 4"' : ''}/>`,
      ...s.points.map((p) => `<circle cx="${px(p.x)}" cy="${py(p.y)}" r="4" fill="${s.colour}"/>`),
      `<text x="${left + 8}" y="${MARGIN.top + 16 + i * 15}" class="legend" fill="${s.colour}">${escape(s.label)}</text>`,
    );
  });
  return parts.join('\n');
}

/** The SVG of both panels: throughput, and latency, against replicas. */
export function scalingPlotSvg(figures: ScalingFigures): string {
  const threadCounts = [...new Set(figures.runs.map((run) => run.workers))].sort((a, b) => a - b);
  const maxX = Math.max(...figures.runs.map((run) => run.processes));
  const ofThreads = (workers: number) => figures.runs.filter((run) => run.workers === workers);
  const threads = (workers: number) => `${workers} OCR thread${workers === 1 ? '' : 's'} per replica`;
  const throughput: Series[] = threadCounts.map((workers, i) => ({
    label: `${threads(workers)} (median of rounds)`,
    colour: COLOURS[i % COLOURS.length]!,
    dashed: false,
    points: medians(ofThreads(workers), (run) => run.photosPerSecond),
  }));
  const latency: Series[] = threadCounts.flatMap((workers, i) =>
    (['p50Ms', 'p95Ms'] as const).map((key) => ({
      label: `${key === 'p50Ms' ? 'p50' : 'p95'}, ${threads(workers)}`,
      colour: COLOURS[i % COLOURS.length]!,
      dashed: key === 'p95Ms',
      points: medians(ofThreads(workers), (run) => (run[key] === null ? null : run[key]! / 1000)),
    })),
  );
  const width = MARGIN.left * 2 + PANEL.width * 2 + MARGIN.gap;
  const height = MARGIN.top + PANEL.height + MARGIN.bottom;
  const dots = (pick: (run: ScalingRun) => number) => figures.runs.map((run) => ({ x: run.processes, y: pick(run) }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">
<style>
  .title { font-size: 13px; font-weight: bold; fill: #222 }
  .axis { font-size: 11px; fill: #444 }
  .tick { font-size: 10px; fill: #555 }
  .legend { font-size: 10px }
  .note { font-size: 10px; fill: #666 }
  .frame { fill: #fff; stroke: #999 }
  .grid { stroke: #e4e4e4 }
  .round { fill: #aaa }
</style>
<rect width="100%" height="100%" fill="#fff"/>
${panel(
  MARGIN.left,
  'Label reads per second',
  'reads / s',
  throughput,
  dots((run) => run.photosPerSecond),
  maxX,
)}
${panel(
  MARGIN.left + PANEL.width + MARGIN.gap,
  'Time to answer a label photo',
  'seconds',
  latency.filter((s) => s.points.length > 0),
  dots((run) => run.p50Ms / 1000),
  maxX,
)}
<text x="${MARGIN.left}" y="${height - 22}" class="note">${escape(`${figures.by}, ${figures.measured}`)}</text>
<text x="${MARGIN.left}" y="${height - 8}" class="note">${escape(`${figures.machine}. Grey dots: each round.`)}</text>
</svg>
`;
}

/** Writes the plot of the figures on disk (the bench calls this after writing them). */
export function writeScalingPlot(figures: ScalingFigures = JSON.parse(readFileSync(FIGURES_FILE, 'utf8'))): string {
  writeFileSync(PLOT_FILE, scalingPlotSvg(figures));
  return PLOT_FILE;
}

if (require.main === module) console.log(`written to ${writeScalingPlot()}`);
