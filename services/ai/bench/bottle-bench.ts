/**
 * Labels on bottles (issue 23 §2): the share of producers, years, grapes and wine types read right on the
 * bottle set (66 photos generated from seeds) and on the flat label set, and the time per photo with
 * one OCR worker. Prints the figures; docs/benchmarks-ai.md records them by hand.
 * Run: npm run bench:bottles -w services/ai [-- --save DIR] [-- --only N,M]
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { WineLabel } from '@sorsi/proto';
import { BOTTLE_CASES } from '../src/label/testing/bottle-cases';
import { LABEL_CASES, type LabelCase } from '../src/label/testing/label-cases';
import { readsAs } from '../src/label/testing/reads-as';
import { type BottlePhoto, renderBottlePhoto } from '../src/label/testing/render-bottle-photo';
import { renderTestLabelPhoto } from '../src/label/testing/render-test-label';
import { createLabelReader } from '../src/workers/label-reader';
import { percentile } from '@sorsi/kit/testing';

const FIELDS = ['producer', 'year', 'varietal', 'wineType', 'wineName'] as const;
type Field = (typeof FIELDS)[number];
const GOALS: Partial<Record<Field, number>> = { producer: 0.97, year: 0.98, varietal: 0.97, wineType: 0.95 };

function right(label: WineLabel, expected: LabelCase['expected'], field: Field): boolean {
  if (field === 'wineType') return expected.wineType.includes(label.wineType!);
  if (field === 'producer' || field === 'wineName') return readsAs(label[field], expected[field]);
  return label[field] === expected[field];
}

async function readSet(
  name: string,
  cases: Array<{ title: string; expected: LabelCase['expected'] }>,
  photos: Buffer[],
) {
  const reader = createLabelReader({ concurrency: 1 });
  await reader.readLabel(photos[0]!); // start the worker
  const counts = Object.fromEntries(FIELDS.map((field) => [field, 0])) as Record<Field, number>;
  const times: number[] = [];
  const misses: string[] = [];
  for (const [i, photo] of photos.entries()) {
    const started = performance.now();
    const label = await reader.readLabel(photo);
    times.push(performance.now() - started);
    const { expected, title } = cases[i]!;
    const wrong = FIELDS.filter((field) => {
      const ok = right(label, expected, field);
      if (ok) counts[field]++;
      return !ok;
    });
    if (wrong.length > 0) misses.push(`  #${i} ${title}: ${wrong.map((f) => `${f}=${label[f] ?? '—'}`).join('; ')}`);
  }
  await reader.close();
  const n = photos.length;
  const lines = FIELDS.map((field) => {
    const share = counts[field] / n;
    const goal = GOALS[field];
    const verdict =
      goal === undefined ? '' : share >= goal ? ` (goal ${goal * 100} %: MET)` : ` (goal ${goal * 100} %: MISSED)`;
    return `  ${field}: ${counts[field]}/${n} (${(share * 100).toFixed(1)} %)${name === 'bottles' ? verdict : ''}`;
  });
  const timing = `  per photo: p50 ${Math.round(percentile(times, 50))} ms, p90 ${Math.round(percentile(times, 90))} ms, max ${Math.round(Math.max(...times))} ms`;
  process.stdout.write(`${name} (${n} photos)\n${lines.join('\n')}\n${timing}\n${misses.join('\n')}\n`);
}

/**
 * The photo rendered once per description and kept in the system's temporary folder: rendering is
 * deterministic, and on a busy machine it takes longer than reading.
 */
async function cachedRender(photo: BottlePhoto): Promise<Buffer> {
  const key = createHash('sha1').update(JSON.stringify(photo)).digest('hex');
  const file = path.join(os.tmpdir(), 'sorsi-bottle-photos', `${key}.jpg`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  const rendered = await renderBottlePhoto(photo);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, rendered);
  return rendered;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const saveTo = args.includes('--save') ? args[args.indexOf('--save') + 1] : undefined;
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',').map(Number) : undefined;
  const bottles = only ? only.map((i) => BOTTLE_CASES[i]!) : BOTTLE_CASES;
  process.stdout.write(
    `load average at start ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')} (${os.cpus().length} cores)\n`,
  );
  const bottlePhotos: Buffer[] = [];
  for (const bottle of bottles) bottlePhotos.push(await cachedRender(bottle.photo));
  if (saveTo) {
    await mkdir(saveTo, { recursive: true });
    await Promise.all(bottlePhotos.map((photo, i) => writeFile(path.join(saveTo, `bottle-${i}.jpg`), photo)));
  }
  await readSet('bottles', bottles, bottlePhotos);
  if (!only) {
    const flatPhotos = await Promise.all(LABEL_CASES.map((labelCase) => renderTestLabelPhoto(labelCase.photo)));
    await readSet('flat labels', LABEL_CASES, flatPhotos);
  }
  process.stdout.write(
    `load average at end ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
