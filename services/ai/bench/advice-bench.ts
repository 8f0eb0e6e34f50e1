import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { renderShelfPhoto } from '../src/shelf/testing/render-shelf';
import { scoreShelf } from '../src/shelf/testing/shelf-accuracy';
import { SHELF_CASES } from '../src/shelf/testing/shelf-cases';
import { createLabelReader, type LabelReader } from '../src/workers';
import { adviseOn } from '../src/wine-list/list-advice';
import { scoreReading } from '../src/wine-list/testing/list-accuracy';
import { renderWineListPhoto } from '../src/wine-list/testing/render-wine-list';
import { WINE_LIST_CASES } from '../src/wine-list/testing/wine-list-cases';

// Issue 11 §5: wines read with the right price (goal ≥ 90 %), recommendations on the list (goal 100 %)
// and the time per photo, over the rendered wine-list photos of src/wine-list/testing; then the bottles
// read per shelf photo (src/shelf/testing). Prints Markdown for docs/benchmarks-advice.md, with the
// machine and its load average.

async function main(): Promise<void> {
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  const reader = createLabelReader({ concurrency: 1 });
  // The first image starts the OCR worker: not part of any photo's time.
  await reader.readWineList(await renderWineListPhoto(WINE_LIST_CASES[1]!.photo));
  const rows: string[] = [];
  let [found, expected, recommended, offList, totalMs] = [0, 0, 0, 0, 0];
  for (const { name, photo } of WINE_LIST_CASES) {
    const image = await renderWineListPhoto(photo);
    const started = performance.now();
    const context = await reader.readWineList(image);
    const advice = adviseOn(context, 'list');
    const ms = performance.now() - started;
    const score = scoreReading(photo, context, advice.recommendations);
    [found, expected, totalMs] = [found + score.found, expected + score.expected, totalMs + ms];
    [recommended, offList] = [recommended + advice.recommendations.length, offList + score.offList.length];
    rows.push(
      `| ${name} | ${score.found}/${score.expected} | ${score.missed.join('; ') || '—'} | ${advice.recommendations.length - score.offList.length}/${advice.recommendations.length} | ${Math.round(ms)} ms |`,
    );
  }
  const shelves = await shelfRows(reader);
  await reader.close();
  const percent = (a: number, b: number) => `${Math.round((a / Math.max(1, b)) * 100)} %`;
  console.log(`## Wine lists (Compare, offline)

\`npm run bench:advice -w services/ai\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'},
Node ${process.version}, load average ${loadAtStart} at the start, one OCR worker.

| Figure | Value | Goal |
|---|---|---|
| Wines read with the right prices | ${found}/${expected} (${percent(found, expected)}) | ≥ 90 % |
| Recommendations that are on the list | ${recommended - offList}/${recommended} (${percent(recommended - offList, recommended)}) | 100 % |
| Time per photo (mean) | ${Math.round(totalMs / WINE_LIST_CASES.length)} ms | — |

| Photo | Wines read | Missed | On the list | Time |
|---|---|---|---|---|
${rows.join('\n')}

## Shelves (Shop, offline)

| Photo | Bottles read with their price | Missed | Time |
|---|---|---|---|
${shelves.join('\n')}`);
}

/** Each shelf photo read alone: bottles found with their tag's price, and the time it took. */
async function shelfRows(reader: LabelReader): Promise<string[]> {
  const rows: string[] = [];
  let [found, bottles] = [0, 0];
  for (const { name, photo } of SHELF_CASES) {
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
