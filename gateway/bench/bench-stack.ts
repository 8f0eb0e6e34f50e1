// The whole stack as benchmarks start it (infra/dev/stack.mjs), and load measured with every response's time.
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { percentile, round1 } from './bench-support';

/** The repository (the folder holding infra/dev/stack.mjs), whether this runs built or from sources. */
export const repoRoot = ((): string => {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'infra/dev/stack.mjs'))) return dir;
  }
  throw new Error(`No repository above ${__dirname}`);
})();

/** The part of infra/dev/stack.mjs benchmarks use (an ES module, loaded at run time). */
export interface StackModule {
  /** The gateway's V8 flags (gateway/node-flags), as every launcher passes them. */
  gatewayNodeFlags(): string[];
  stackConfig(options: {
    mode: 'production';
    gatewayPort: number;
    idpPort: number;
    databaseUrl: string;
    queuePrefix: string;
    extraEnv: Record<string, string>;
    processEnv?: Record<string, Record<string, string>>;
  }): { publicUrl: string; mediaDir: string; env: Record<string, string> };
  startStack(
    config: unknown,
    options: { output: (line: string) => void; timeoutMs?: number },
  ): Promise<{ stop: () => Promise<void>; publicUrl: string }>;
  dropDatabase(databaseUrl: string): Promise<void>;
}

/** A native dynamic import: where this is compiled to CommonJS (jest), `import()` would become `require()`. */
const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

/**
 * `BENCH_PROFILE_DIR=/tmp/prof npm run bench -w …`: the named processes of a bench's stack write CPU profiles
 * there when the stack stops (stackConfig's processEnv).
 */
export function profiledProcesses(names: string[]): Record<string, Record<string, string>> {
  const dir = process.env.BENCH_PROFILE_DIR;
  if (!dir) return {};
  const preload = path.join(repoRoot, 'gateway/bench/dist/bench/profile-on-exit.js');
  return Object.fromEntries(
    names.map((name) => [name, { NODE_OPTIONS: `--require ${preload}`, PROFILE_DIR: dir, PROFILE_NAME: name }]),
  );
}

export const loadStackModule = async (): Promise<StackModule> =>
  (await nativeImport(pathToFileURL(path.join(repoRoot, 'infra/dev/stack.mjs')).href)) as StackModule;

/** autocannon's tracker: a promise of the result that also reports every response's latency. */
type Tracker = PromiseLike<Awaited<ReturnType<typeof autocannon>>> & {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};
const runAutocannon = autocannon as unknown as (options: Parameters<typeof autocannon>[0]) => Tracker;

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

/** autocannon keeps latencies in whole-ms buckets without a p95; every response's own time is kept here. */
export async function measureLoad(
  url: string,
  { headers = {}, connections, duration }: { headers?: Record<string, string>; connections: number; duration: number },
): Promise<Measurement> {
  const latencies: number[] = [];
  const tracker = runAutocannon({ url, connections, duration, headers });
  tracker.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await tracker;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: round1(percentile(latencies, 50)),
    p95: round1(percentile(latencies, 95)),
    p99: round1(percentile(latencies, 99)),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Runs SQL and answers the rows (a pg Client's or a TypeORM DataSource's query, adapted). */
export type QueryRows = (sql: string) => Promise<Array<Record<string, unknown>>>;

/** The schemas of a database (not Postgres's own). */
export async function schemaNames(query: QueryRows): Promise<string[]> {
  const rows = await query(
    `SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`,
  );
  return rows.map((row) => String(row.nspname));
}

/**
 * A seeded benchmark database goes back to holding only what it held: the schemas the stack migrated
 * in for the run (auth, AI…) are dropped.
 */
export async function dropSchemasAddedSince(query: QueryRows, before: readonly string[]): Promise<void> {
  for (const schema of await schemaNames(query)) {
    if (!before.includes(schema)) await query(`DROP SCHEMA "${schema}" CASCADE`);
  }
}

/** Whatever happens, the run ends within `limitMs`: then it cleans up and exits non-zero. */
export function stopAfter(limitMs: number, cleanUp: () => Promise<void>): NodeJS.Timeout {
  return setTimeout(() => {
    console.error(`Stopped after ${limitMs / 1000} s`);
    void cleanUp().finally(() => process.exit(1));
  }, limitMs);
}
