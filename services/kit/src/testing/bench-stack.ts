// The whole stack as benchmarks and whole-stack tests start it (infra/dev/stack.mjs), and cleaning up after it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The repository (the folder holding infra/dev/stack.mjs), whether this runs built or from sources. */
export const repoRoot = ((): string => {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'infra/dev/stack.mjs'))) return dir;
  }
  throw new Error(`No repository above ${__dirname}`);
})();

/** What `stackConfig` takes (see infra/dev/stack.mjs for the defaults). */
export interface StackOptions {
  mode: 'production' | 'development';
  gatewayPort: number;
  idpPort: number;
  databaseUrl: string;
  queuePrefix: string;
  extraEnv?: Record<string, string>;
  /** Settings of single processes by name (e.g. profiledProcesses). */
  processEnv?: Record<string, Record<string, string>>;
  /** Replicas of the gateway behind the public port (the stack's balancer). */
  gatewayBackendPorts?: number[];
  [option: string]: unknown;
}

export interface StackConfig {
  publicUrl: string;
  mediaDir: string;
  env: Record<string, string>;
  /** Settings of one process (by name) beside the shared `env`. */
  processEnv: Record<string, Record<string, string>>;
}

export interface RunningStack {
  publicUrl: string;
  stop(): Promise<void>;
  kill(name: string, signal?: string): Promise<void>;
  /** Starts a killed process again; `env` changes its settings from then on. */
  restart(name: string, env?: Record<string, string>): void;
  /** The process id of one running process, by name. */
  pid(name: string): number | undefined;
}

/** The part of infra/dev/stack.mjs (an ES module, loaded at run time) that tests and benchmarks use. */
export interface StackModule {
  /** The gateway's V8 flags (gateway/node-flags), as every launcher passes them. */
  gatewayNodeFlags(): string[];
  stackConfig(options: StackOptions): StackConfig;
  startStack(
    config: StackConfig,
    options: { output: (line: string) => void; timeoutMs?: number },
  ): Promise<RunningStack>;
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
  const preload = path.join(repoRoot, 'services/kit/dist/testing/profile-on-exit.js');
  return Object.fromEntries(
    names.map((name) => [name, { NODE_OPTIONS: `--require ${preload}`, PROFILE_DIR: dir, PROFILE_NAME: name }]),
  );
}

export const loadStackModule = async (): Promise<StackModule> =>
  (await nativeImport(pathToFileURL(path.join(repoRoot, 'infra/dev/stack.mjs')).href)) as StackModule;

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
