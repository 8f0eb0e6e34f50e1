import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { renderShelfPhoto } from '../src/shelf/testing/render-shelf';
import { scoreShelf } from '../src/shelf/testing/shelf-accuracy';
import { PHOTOGRAPHED_SHELF_CASES, SHELF_CASES } from '../src/shelf/testing/shelf-cases';
import { createLabelReader, type LabelReader } from '../src/workers';
import { adviseOn } from '../src/wine-list/list-advice';
import { scoreReading } from '../src/wine-list/testing/list-accuracy';
import { renderWineListPhoto, type TestWineListPhoto } from '../src/wine-list/testing/render-wine-list';
import { PHOTOGRAPHED_LIST_CASES, WINE_LIST_CASES } from '../src/wine-list/testing/wine-list-cases';
import type { TestShelfPhoto } from '../src/shelf/testing/render-shelf';

// Issue 11 §5: wines read with the right price (goal ≥ 90 %), recommendations on the list (goal 100 %)
// and the time per photo, over the rendered wine-list photos of src/wine-list/testing; then the bottles
// read per shelf photo (src/shelf/testing); then the same for the photographed lists and shelves of
// issue 23 §3 (slant, warm light, creases, script headings; tags askew, two rows). Prints Markdown for
// docs/benchmarks-advice.md, with the machine and its load average.

const percent = (a: number, b: number) => `${Math.round((a / Math.max(1, b)) * 100)} %`;

interface ListSet {
  rows: string[];
  found: number;
  expected: number;
  recommended: number;
  offList: number;
  totalMs: number;
}

/** Each list photo read in turn: wines read with their prices, recommendations on the list, time. */
async function listRows(reader: LabelReader, cases: Array<{ name: string; photo: TestWineListPhoto }>) {
  const set: ListSet = { rows: [], found: 0, expected: 0, recommended: 0, offList: 0, totalMs: 0 };
  for (const { name, photo } of cases) {
    const image = await renderWineListPhoto(photo);
    const started = performance.now();
    const context = await reader.readWineList(image);
    const advice = adviseOn(context, 'list');
    const ms = performance.now() - started;
    const score = scoreReading(photo, context, advice.recommendations);
    [set.found, set.expected, set.totalMs] = [set.found + score.found, set.expected + score.expected, set.totalMs + ms];
    [set.recommended, set.offList] = [
      set.recommended + advice.recommendations.length,
      set.offList + score.offList.length,
    ];
    set.rows.push(
      `| ${name} | ${score.found}/${score.expected} | ${score.missed.join('; ') || '—'} | ${advice.recommendations.length - score.offList.length}/${advice.recommendations.length} | ${Math.round(ms)} ms |`,
    );
  }
  return set;
}

const listTable = (set: ListSet, photos: number) => `| Figure | Value | Goal |
|---|---|---|
| Wines read with the right prices | ${set.found}/${set.expected} (${percent(set.found, set.expected)}) | ≥ 90 % |
| Recommendations that are on the list | ${set.recommended - set.offList}/${set.recommended} (${percent(set.recommended - set.offList, set.recommended)}) | 100 % |
| Time per photo (mean) | ${Math.round(set.totalMs / photos)} ms | — |

| Photo | Wines read | Missed | On the list | Time |
|---|---|---|---|---|
${set.rows.join('\n')}`;

async function main(): Promise<void> {
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  const reader = createLabelReader({ concurrency: 1 });
  // The first image starts the OCR worker: not part of any photo's time.
  await reader.readWineList(await renderWineListPhoto(WINE_LIST_CASES[1]!.photo));
  const lists = await listRows(reader, WINE_LIST_CASES);
  const shelves = await shelfRows(reader, SHELF_CASES);
  const photographedLists = await listRows(reader, PHOTOGRAPHED_LIST_CASES);
  const photographedShelves = await shelfRows(reader, PHOTOGRAPHED_SHELF_CASES);
  await reader.close();
  console.log(`## Wine lists (Compare, offline)

\`npm run bench:advice -w services/ai\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'},
Node ${process.version}, load average ${loadAtStart} at the start, one OCR worker.

${listTable(lists, WINE_LIST_CASES.length)}

## Shelves (Shop, offline)

| Photo | Bottles read with their price | Missed | Time |
|---|---|---|---|
${shelves.join('\n')}

## Photographed wine lists (issue 23 §3)

The lists above photographed by hand (PHOTOGRAPHED_LIST_CASES): the page at a slant, a warm lamp from one
side, folds across it, two columns, headings in a script face.

${listTable(photographedLists, PHOTOGRAPHED_LIST_CASES.length)}

## Photographed shelves (issue 23 §3)

Twelve shelves in a shop's light (PHOTOGRAPHED_SHELF_CASES): uneven warm light, tags hanging askew, two
shelves in one photo, the camera at a slant.

| Photo | Bottles read with their price | Missed | Time |
|---|---|---|---|
${photographedShelves.join('\n')}`);
}

/** Each shelf photo read alone: bottles found with their tag's price, and the time it took. */
async function shelfRows(reader: LabelReader, cases: Array<{ name: string; photo: TestShelfPhoto }>) {
  const rows: string[] = [];
  let [found, bottles] = [0, 0];
  for (const { name, photo } of cases) {
    const image = await renderShelfPhoto(photo);
    const started = performance.now();
    const score = scoreShelf(photo, await reader.readShelf([image]));
    const ms = performance.now() - started;
    [found, bottles] = [found + score.found, bottles + score.bottles];
    rows.push(
      `| ${name} | ${score.found}/${score.bottles} | ${score.missed.join('; ') || '—'} | ${Math.round(ms)} ms |`,
    );
  }
  return [...rows, `| **all** | **${found}/${bottles} (${Math.round((found / bottles) * 100)} %)** | | |`];
}

void main();
