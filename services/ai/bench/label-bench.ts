/**
 * Offline label reading and painting figures: p50 latency per photo and photos/s with 1 and 2 OCR
 * workers, accuracy on the rendered label set, and painting p50. Rewrites its two sections of
 * docs/benchmarks-ai.md (the other benches' sections stay).
 * Run: npm run bench -w services/ai
 */
import os from 'node:os';
import path from 'node:path';
import type { WineLabel } from '@sorsi/proto';
import { OCR_LONG_SIDE, SECOND_LOOK_LONG_SIDE } from '../src/label/prepare-image';
import { HARD_LABEL_CASES, LABEL_CASES, type LabelCase } from '../src/label/testing/label-cases';
import { readsAs } from '../src/label/testing/reads-as';
import { renderTestLabelPhoto } from '../src/label/testing/render-test-label';
import { updateSections } from '../src/testing/markdown-section';
import { createLabelReader } from '../src/workers/label-reader';
import { createPainter } from '../src/workers/painter';
import { percentile } from '@sorsi/kit/testing';

const PHOTOS = 10;
const FIELDS = ['producer', 'wineName', 'varietal', 'year', 'wineType'] as const;

const ms = (value: number): string => `${Math.round(value)} ms`;

/** The fields read right: names as the OCR test judges them (case, lost accents, one slip per 12 letters). */
function fieldsRight(label: WineLabel, expected: LabelCase['expected']): Array<(typeof FIELDS)[number]> {
  return FIELDS.filter((field) => {
    if (field === 'wineType') return expected.wineType.includes(label.wineType!);
    if (field === 'producer' || field === 'wineName') return readsAs(label[field], expected[field]);
    return label[field] === expected[field];
  });
}

const exactly = (label: WineLabel, expected: LabelCase['expected']): number =>
  (['producer', 'wineName'] as const).filter((field) => label[field] === expected[field]).length;

/** Photos per second when `photos` are all submitted at once to a reader with `concurrency` workers. */
async function throughput(photos: Buffer[], concurrency: number): Promise<number> {
  const reader = createLabelReader({ concurrency });
  try {
    await Promise.all(photos.slice(0, concurrency).map((photo) => reader.readLabel(photo))); // start the workers
    const started = performance.now();
    await Promise.all(photos.map((photo) => reader.readLabel(photo)));
    return photos.length / ((performance.now() - started) / 1000);
  } finally {
    await reader.close();
  }
}

interface SetResult {
  latencies: number[];
  rows: string[];
  right: number;
  namesExact: number;
  fields: number;
}

/** Reads each photo in turn with one OCR worker: latency, and what was read right. */
async function readSet(cases: LabelCase[], photos: Buffer[]): Promise<SetResult> {
  const reader = createLabelReader({ concurrency: 1 });
  await reader.readLabel(photos[0]!); // start the worker
  const result: SetResult = { latencies: [], rows: [], right: 0, namesExact: 0, fields: cases.length * FIELDS.length };
  for (const [i, photo] of photos.entries()) {
    const started = performance.now();
    const label = await reader.readLabel(photo);
    const latency = performance.now() - started;
    result.latencies.push(latency);
    const expected = cases[i]!.expected;
    const correct = fieldsRight(label, expected);
    result.right += correct.length;
    result.namesExact += exactly(label, expected);
    const wrong = FIELDS.filter(
      (field) => !correct.includes(field) || (field !== 'wineType' && label[field] !== expected[field]),
    ).map((field) => `${field}: ${label[field] ?? '—'}${correct.includes(field) ? ' (accepted)' : ''}`);
    result.rows.push(`| ${cases[i]!.title} | ${correct.length}/5 | ${wrong.join('; ') || '—'} | ${ms(latency)} |`);
  }
  await reader.close();
  return result;
}

const share = (set: SetResult): string =>
  `${set.right}/${set.fields} (${Math.round((set.right / set.fields) * 100)} %)`;

async function main(): Promise<void> {
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  const cases = LABEL_CASES.slice(0, PHOTOS);
  const photos = await Promise.all(cases.map((labelCase) => renderTestLabelPhoto(labelCase.photo)));
  const hardPhotos = await Promise.all(HARD_LABEL_CASES.map((labelCase) => renderTestLabelPhoto(labelCase.photo)));
  const regular = await readSet(cases, photos);
  const hard = await readSet(HARD_LABEL_CASES, hardPhotos);
  const latencies = regular.latencies;

  const photosPerSecond1 = await throughput([...photos, ...photos], 1);
  const photosPerSecond2 = await throughput([...photos, ...photos], 2);

  const painter = createPainter({ concurrency: 1 });
  await painter.paint({ wineType: 'red' });
  const paintTimes: number[] = [];
  for (const labelCase of cases) {
    const started = performance.now();
    await painter.paint({ ...labelCase.expected, wineType: labelCase.expected.wineType[0] });
    paintTimes.push(performance.now() - started);
  }
  await painter.close();

  const labels = `## Label reading (tesseract.js, sharp preprocessing, parsing with the knowledge base)

Produced by \`npm run bench -w services/ai\` (services/ai/bench/label-bench.ts) on ${new Date().toISOString().slice(0, 10)},
${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadAtStart} at the start
(other work shares the machine; compare ratios within one run rather than absolute times across runs).

${PHOTOS} label photos rendered by the bench (several fonts, sizes, capitals, light-on-dark, ±3-5° rotation,
noise and blur; see src/label/testing/label-cases.ts), ${OCR_LONG_SIDE} px long side for OCR
(a second look at ${SECOND_LOOK_LONG_SIDE} px when big print or a number was read with doubt).

| Figure | Value |
|---|---|
| p50 latency per photo, 1 OCR worker | ${ms(percentile(latencies, 50))} |
| p90 latency per photo, 1 OCR worker | ${ms(percentile(latencies, 90))} |
| photos/s, 1 OCR worker | ${photosPerSecond1.toFixed(2)} |
| photos/s, 2 OCR workers | ${photosPerSecond2.toFixed(2)} |
| ratio 2 workers / 1 worker | ${(photosPerSecond2 / photosPerSecond1).toFixed(2)} |
| fields read right (names ignoring case and lost accents, ≤ 1 slip per 12 letters) | ${share(regular)} |
| producer and wine name exactly as printed | ${regular.namesExact}/${PHOTOS * 2} |
| p50 latency per photo, badly photographed set | ${ms(percentile(hard.latencies, 50))} |
| fields read right, badly photographed set | ${share(hard)} |

| Photo | Fields right | Misread | Latency |
|---|---|---|---|
${regular.rows.join('\n')}

The badly photographed set: the same wines with faded print in a side shadow, an arched estate name, a
busy shop-shelf background (HARD_LABEL_CASES).

| Photo | Fields right | Misread | Latency |
|---|---|---|---|
${hard.rows.join('\n')}
`;
  const painting = `## Impressionist painting (768×768 WebP, worker thread)

| Figure | Value |
|---|---|
| p50 per picture (warm thread) | ${ms(percentile(paintTimes, 50))} |
| max per picture | ${ms(Math.max(...paintTimes))} |
| budget | 1500 ms |
`;
  const target = path.resolve(__dirname, '../../../docs/benchmarks-ai.md');
  await updateSections(target, [labels, painting]);
  process.stdout.write(`${labels}\n${painting}\nwritten to ${target}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
