/**
 * Accuracy and speed of the offline text check (issues 10 and 20) over the hand-labelled texts:
 * "caught" means blocked or held, measured against the abusive label.
 *
 *   npm run bench -w services/moderation
 */
import os from 'node:os';
import { checkText } from '../src/checks/text/text-check';
import { LABELLED_TEXTS } from '../src/checks/text/testing/labelled-texts';
import { percentile } from '@sorsi/kit/testing';

const REPETITIONS = 200;

const percent = (part: number, whole: number): string => (whole ? `${((part / whole) * 100).toFixed(1)}%` : 'n/a');

function measureAccuracy(): void {
  const count = { clean: 0, abusive: 0, cleanBlocked: 0, cleanHeld: 0, abusiveBlocked: 0, abusiveHeld: 0 };
  const missed: string[] = [];
  const wronglyCaught: string[] = [];
  for (const { text, label } of LABELLED_TEXTS) {
    const { verdict, rule } = checkText(text);
    count[label] += 1;
    if (label === 'clean') {
      if (verdict === 'block') count.cleanBlocked += 1;
      if (verdict === 'hold') count.cleanHeld += 1;
      if (verdict !== 'allow') wronglyCaught.push(`${verdict} ${rule}: ${text}`);
    } else {
      if (verdict === 'block') count.abusiveBlocked += 1;
      if (verdict === 'hold') count.abusiveHeld += 1;
      if (verdict === 'allow') missed.push(text);
    }
  }
  const caughtAbusive = count.abusiveBlocked + count.abusiveHeld;
  const caughtClean = count.cleanBlocked + count.cleanHeld;

  console.log(`texts: ${LABELLED_TEXTS.length} (clean ${count.clean}, abusive ${count.abusive})`);
  console.log(`clean texts stopped (blocked or held): ${caughtClean} of ${count.clean} (goal: none)`);
  console.log(
    `abusive texts stopped (blocked or held): ${caughtAbusive} of ${count.abusive}, ${percent(caughtAbusive, count.abusive)} (goal: at least 95%)`,
  );
  console.log(`abusive: blocked ${count.abusiveBlocked}, held ${count.abusiveHeld}, allowed ${missed.length}`);
  console.log(`clean:   blocked ${count.cleanBlocked}, held ${count.cleanHeld}`);
  console.log(`precision (blocked or held): ${percent(caughtAbusive, caughtAbusive + caughtClean)}`);
  console.log(`recall (blocked or held):    ${percent(caughtAbusive, count.abusive)}`);
  console.log(`recall (blocked only):       ${percent(count.abusiveBlocked, count.abusive)}`);
  if (wronglyCaught.length) console.log(`clean texts caught:\n  ${wronglyCaught.join('\n  ')}`);
  if (missed.length) console.log(`abusive texts missed:\n  ${missed.join('\n  ')}`);
}

function measureSpeed(): void {
  const texts = LABELLED_TEXTS.map(({ text }) => text);
  for (const text of texts) checkText(text); // warm-up: JIT and regular expression compilation
  const micros: number[] = [];
  for (let repetition = 0; repetition < REPETITIONS; repetition += 1) {
    for (const text of texts) {
      const started = process.hrtime.bigint();
      checkText(text);
      micros.push(Number(process.hrtime.bigint() - started) / 1000);
    }
  }
  micros.sort((a, b) => a - b);
  const mean = micros.reduce((sum, value) => sum + value, 0) / micros.length;
  console.log(
    `\nper text over ${REPETITIONS} × ${texts.length} checks: mean ${mean.toFixed(1)} µs, ` +
      `p50 ${percentile(micros, 50).toFixed(1)} µs, p99 ${percentile(micros, 99).toFixed(1)} µs, max ${micros.at(-1)?.toFixed(1)} µs`,
  );
  const [one, five, fifteen] = os.loadavg();
  console.log(
    `load average ${one?.toFixed(2)} ${five?.toFixed(2)} ${fifteen?.toFixed(2)} on ${os.cpus().length} CPUs, node ${process.version}`,
  );
}

measureAccuracy();
measureSpeed();
