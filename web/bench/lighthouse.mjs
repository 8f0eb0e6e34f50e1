// Lighthouse (mobile preset) against the production build served by the gateway, as in production.
// Starts its own stack (throw-away database, ports 3220/3221), signs in through the local provider
// for the signed-in pages, prints a table of scores. Not part of CI's pass/fail.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { dropDatabase, startStack, stackConfig } from '../../infra/dev/stack.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Pages to score: [path, needs a signed-in session]. */
const pages = [
  ['/', false],
  ['/about', false],
  ...(process.env.LIGHTHOUSE_SIGNED_IN ?? '')
    .split(',')
    .filter(Boolean)
    .map((path) => [path, true]),
];

async function sessionCookie(baseUrl) {
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
    const cookies = await page.context().cookies();
    return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  } finally {
    await browser.close();
  }
}

/** What the largest paint was and where its time went (LIGHTHOUSE_EXPLAIN=1). */
function explainLcp(path, audits) {
  const element = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element[0]?.items?.[0]?.node;
  console.log(`${path}: LCP element ${node?.snippet ?? '?'} (${node?.nodeLabel ?? ''})`);
  for (const phase of element[1]?.items ?? []) console.log(`  ${phase.phase}: ${Math.round(phase.timing)} ms`);
  const requests = audits['network-requests']?.details?.items ?? [];
  for (const r of requests) {
    console.log(
      `  ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ms ${r.resourceType} ${r.url.replace(/^https?:\/\/[^/]+/, '')} ${r.transferSize} B`,
    );
  }
}

const runId = randomBytes(4).toString('hex');
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
  const cookie = pages.some(([, signedIn]) => signedIn) ? await sessionCookie(stack.publicUrl) : undefined;
  const rows = [];
  for (const [path, signedIn] of pages) {
    const result = await lighthouse(`${stack.publicUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const { categories, audits } = result.lhr;
    rows.push({
      page: path + (signedIn ? ' (signed in)' : ''),
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best-practices': Math.round(categories['best-practices'].score * 100),
      LCP: audits['largest-contentful-paint'].displayValue,
      TBT: audits['total-blocking-time'].displayValue,
      JS: audits['total-byte-weight'].displayValue,
      // The scored best-practices audits that failed, so a lost point names its cause.
      'best-practices misses': categories['best-practices'].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) =>
          ref.id === 'errors-in-console' || ref.id === 'inspector-issues'
            ? `${ref.id}: ${audits[ref.id].details.items
                .map((item) => `${item.issueType ?? ''} ${JSON.stringify(item.subItems ?? item).slice(0, 400)}`)
                .join(' | ')}`
            : ref.id,
        )
        .join(', '),
      ...(result.lhr.runtimeError ? { error: result.lhr.runtimeError.code } : {}),
    });
    if (process.env.LIGHTHOUSE_EXPLAIN) explainLcp(path, audits);
  }
  console.table(rows);
  console.log(
    'Goals: performance >= 95, accessibility 100, best-practices >= 95 (mobile preset, simulated throttling).',
  );
} finally {
  chrome.kill();
  await stack.stop();
  await dropDatabase(config.env.DATABASE_URL);
  await rm(config.mediaDir, { recursive: true, force: true });
}
