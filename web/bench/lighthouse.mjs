// Lighthouse (mobile preset) against the production build served by the gateway, as in production.
// Starts its own stack (throw-away database, ports 3220/3221), signs in through the local provider
// for the signed-in pages, prints a table of scores. Not part of CI's pass/fail.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { goalLine, loadStackModule } from '@sorsi/kit/testing';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The signed-in pages of issue 22's goal; `{u}` stands for the signed-in person's username. */
const ISSUE_22_PAGES = '/,/taste,/browse,/experiences,/notifications,/profile/{u},/compare,/recommend';

/** Pages to score: [path, needs a signed-in session]. */
const pages = [
  ['/', false],
  ['/about', false],
  ...(process.env.LIGHTHOUSE_SIGNED_IN ?? ISSUE_22_PAGES)
    .split(',')
    .filter(Boolean)
    .map((path) => [path, true]),
];

/** Signs in through the development provider; the session's cookie and the person's username. */
async function signIn(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.goto('/api/login');
    await page.getByLabel(/email/i).fill('lighthouse@sorsi.test');
    await page.getByLabel(/first name/i).fill('Light');
    await page.getByLabel(/last name/i).fill('House');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.getByRole('button', { name: /^(continue|sign in)$/i }).click(),
    ]);
    // A change must show the site's Origin, as the page's own fetches do.
    const accepted = await page.request.post('/api/tos/accept', { data: {}, headers: { origin: baseUrl } });
    if (!accepted.ok()) throw new Error(`Accepting the terms answered ${accepted.status()}`);
    const user = await page.request.get('/api/auth/user');
    if (!user.ok()) throw new Error(`The signed-in user answered ${user.status()}`);
    const { username } = await user.json();
    const cookies = await page.context().cookies();
    return { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), username };
  } finally {
    await browser.close();
  }
}

/** What the largest paint was and where its time went (LIGHTHOUSE_EXPLAIN=1). */
function explainLcp(path, audits) {
  // Lighthouse 13 lists the LCP's phases, then its element (the insight that replaced largest-contentful-paint-element).
  const [phases, node] = audits['lcp-breakdown-insight']?.details?.items ?? [];
  // The simulated LCP counts every request that ended before the observed one: compare their times with it.
  const observed = audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  console.log(
    `${path}: LCP element ${node?.snippet ?? '?'} (${node?.nodeLabel ?? ''}), observed at ${Math.round(observed)} ms`,
  );
  for (const phase of phases?.items ?? []) console.log(`  ${phase.label}: ${Math.round(phase.duration)} ms`);
  for (const shift of audits['layout-shifts']?.details?.items ?? []) {
    console.log(
      `  layout shift ${shift.score?.toFixed(3)}: ${shift.node?.snippet ?? '?'} (${shift.node?.nodeLabel ?? ''})`,
    );
  }
  // What blocked the main thread, as Lighthouse attributes it (the simulated timings of its long tasks).
  for (const task of audits['long-tasks']?.details?.items ?? []) {
    console.log(`  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms ${task.url ?? ''}`);
  }
  const requests = audits['network-requests']?.details?.items ?? [];
  for (const r of requests) {
    console.log(
      `  ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ms ${r.resourceType} ${r.url.replace(/^https?:\/\/[^/]+/, '')} ${r.transferSize} B`,
    );
  }
}

/** Runs per page (the issue asks for three, median recorded); the pages take turns. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Issue 22's goals (issue 7's were 95 / 100 / 95).
const GOALS = { performance: 97, accessibility: 100, 'best-practices': 100 };
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One Lighthouse run of one page: its scores and the metrics behind the performance score. A run Lighthouse
 * itself could not complete (its trace missing the navigation, NO_NAVSTART, seen once in a dozen runs) is
 * taken again, once, and said.
 */
async function score(url, port, cookie, retried = false) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) {
    if (retried) throw new Error(`${url}: ${result.lhr.runtimeError.code}`);
    console.log(`${url}: Lighthouse could not complete the run (${result.lhr.runtimeError.code}); taking it again`);
    return score(url, port, cookie, true);
  }
  return {
    audits,
    scores: Object.fromEntries(Object.keys(GOALS).map((id) => [id, Math.round(categories[id].score * 100)])),
    metrics: {
      FCP: audits['first-contentful-paint'].numericValue,
      LCP: audits['largest-contentful-paint'].numericValue,
      TBT: audits['total-blocking-time'].numericValue,
      CLS: audits['cumulative-layout-shift'].numericValue,
      SI: audits['speed-index'].numericValue,
    },
    // The scored best-practices audits that failed, so a lost point names its cause.
    misses: categories['best-practices'].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) =>
        ref.id === 'errors-in-console' || ref.id === 'inspector-issues'
          ? `${ref.id}: ${audits[ref.id].details.items
              .map((item) => `${item.issueType ?? ''} ${JSON.stringify(item.subItems ?? item).slice(0, 400)}`)
              .join(' | ')}`
          : ref.id,
      ),
  };
}

const runId = randomBytes(4).toString('hex');
const { dropDatabase, startStack, stackConfig } = await loadStackModule();
const config = stackConfig({
  mode: 'production',
  gatewayPort: 3220,
  idpPort: 3221,
  databaseUrl: `postgres://postgres@127.0.0.1:5432/sorsi_bench_${runId}`,
  queuePrefix: `sorsi-bench-${runId}`,
});
const stack = await startStack(config, { output: () => {} });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
try {
  const session = pages.some(([, signedIn]) => signedIn) ? await signIn(stack.publicUrl) : undefined;
  const cookie = session?.cookie;
  for (const page of pages) page[0] = page[0].replace('{u}', session?.username);
  console.log(`load average at the start: ${loadAverage()}; ${RUNS} runs per page, taken in turns`);
  // By position: `/` is scored signed out and signed in.
  const runs = pages.map(() => []);
  for (let round = 0; round < RUNS; round++) {
    for (const [index, [path, signedIn]] of pages.entries()) {
      const run = await score(`${stack.publicUrl}${path}`, chrome.port, signedIn ? cookie : undefined);
      runs[index].push(run);
      if (process.env.LIGHTHOUSE_EXPLAIN && round === 0) explainLcp(path, run.audits);
    }
  }
  const rows = pages.map(([path, signedIn], index) => {
    const taken = runs[index];
    const scores = Object.fromEntries(Object.keys(GOALS).map((id) => [id, median(taken.map((run) => run.scores[id]))]));
    const metric = (name) => median(taken.map((run) => run.metrics[name]));
    return {
      page: path + (signedIn ? ' (signed in)' : ''),
      ...scores,
      'performance runs': taken.map((run) => run.scores.performance).join(' '),
      FCP: `${(metric('FCP') / 1000).toFixed(1)} s`,
      LCP: `${(metric('LCP') / 1000).toFixed(1)} s`,
      TBT: `${Math.round(metric('TBT'))} ms`,
      CLS: metric('CLS').toFixed(3),
      SI: `${(metric('SI') / 1000).toFixed(1)} s`,
      verdict: Object.entries(GOALS).every(([id, goal]) => scores[id] >= goal) ? 'MET' : 'MISSED',
      'best-practices misses': [...new Set(taken.flatMap((run) => run.misses))].join(', '),
    };
  });
  console.table(rows);
  for (const row of rows) {
    const figures = Object.keys(GOALS)
      .map((id) => row[id])
      .join(' / ');
    console.log(
      goalLine(`Lighthouse ${row.page} performance / accessibility / best practices`, row.verdict === 'MET', figures),
    );
  }
  console.log(
    `Goals: performance >= ${GOALS.performance}, accessibility ${GOALS.accessibility}, best-practices >= ${GOALS['best-practices']} ` +
      `(mobile preset, simulated throttling; medians of ${RUNS} runs). Load average at the end: ${loadAverage()}`,
  );
} finally {
  chrome.kill();
  await stack.stop();
  await dropDatabase(config.env.DATABASE_URL);
  await rm(config.mediaDir, { recursive: true, force: true });
}
