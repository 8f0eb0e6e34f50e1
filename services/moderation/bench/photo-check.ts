/**
 * The offline photo check (issue 20) over every painted wine scene and every painted skin-dominant photo:
 * how many of each are held, how many reach the nudity model, the quick check's time per photo, and the
 * model's start-up, memory and time per photo. MODEL=MobileNetV2|MobileNetV2Mid|InceptionV3 picks the model.
 *
 *   npm run bench:photos -w services/moderation
 */
import os from 'node:os';
import { checkImageOffline, measureSkin, quickVerdict } from '../src/checks/image/image-check';
import { type ModelName, NudityModel } from '../src/checks/image/nudity-model';
import { SKIN_PHOTOS } from '../src/checks/image/testing/skin-photos';
import { WINE_SCENES } from '../src/checks/image/testing/wine-scene-set';
import { percentile } from '@sorsi/kit/testing';

const ms = (values: number[]) => {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return `mean ${mean.toFixed(1)} ms, p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  console.log(`load average at start ${load()} on ${os.cpus().length} CPUs, node ${process.version}`);
  const model = new NudityModel((process.env.MODEL as ModelName | undefined) ?? undefined);

  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const startupInWorker = await model.ready();
  const startupWall = performance.now() - started;
  const rssAfterStart = process.memoryUsage().rss;

  // A judge that times the model's answers.
  const modelTimes: number[] = [];
  let maxWineScore = 0;
  const timed = {
    classify: async (photo: Buffer) => {
      const begun = performance.now();
      const scores = await model.classify(photo);
      modelTimes.push(performance.now() - begun);
      return scores;
    },
  };

  const quickTimes: number[] = [];
  const report = async (label: string, photos: readonly { name: string; paint: () => Promise<Buffer> }[]) => {
    let held = 0;
    let reachedModel = 0;
    const wrong: string[] = [];
    for (const photo of photos) {
      const bytes = await photo.paint();
      const begun = performance.now();
      const verdict = quickVerdict(await measureSkin(bytes));
      quickTimes.push(performance.now() - begun);
      if (verdict === 'suspect') reachedModel++;
      const finding = await checkImageOffline(bytes, timed);
      const score = /model (\d\.\d+)/.exec(finding.rule)?.[1];
      if (label === 'wine scenes' && score !== undefined) maxWineScore = Math.max(maxWineScore, Number(score));
      if (finding.verdict === 'hold') held++;
      if ((finding.verdict === 'hold') === (label === 'wine scenes')) wrong.push(`${finding.rule}: ${photo.name}`);
    }
    console.log(`${label}: ${photos.length}, held ${held}, reached the model ${reachedModel}`);
    if (wrong.length) console.log(`  wrongly judged:\n    ${wrong.join('\n    ')}`);
  };

  await report('wine scenes', WINE_SCENES);
  await report('skin-dominant photos', SKIN_PHOTOS);
  const rssAtEnd = process.memoryUsage().rss;
  console.log(
    `\nquick check per photo (decode, 128 px, skin map, regions): ${ms(quickTimes)} over ${quickTimes.length}`,
  );
  console.log(
    `model ${model.model}: start-up ${startupInWorker.toFixed(0)} ms in the worker, ${startupWall.toFixed(0)} ms until ready`,
  );
  console.log(
    `model RSS delta: ${((rssAfterStart - rssBefore) / 2 ** 20).toFixed(0)} MiB after start, ${((rssAtEnd - rssBefore) / 2 ** 20).toFixed(0)} MiB after all photos`,
  );
  console.log(`model per photo (resize to 224, worker round trip): ${ms(modelTimes)} over ${modelTimes.length}`);
  console.log(`highest Porn + Hentai + Sexy on a wine scene: ${maxWineScore.toFixed(2)}`);
  console.log(`load average at end ${load()}`);
  await model.close();
}

void main();
