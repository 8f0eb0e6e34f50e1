// Jest's global setup of every project (infra/jest/jest-preset.js; web/e2e's own setup calls it first): the
// datastore ladder, climbed once per run in jest's parent process, its URLs handed to the workers, which
// are started after this and inherit DATABASE_URL and REDIS_URL. Each test file then takes a database and a
// Redis prefix of its own on these servers (@sorsi/kit/testing).
import path from 'node:path';
import { repoRoot, startDatastores } from './ladder.mjs';

/** Set up and torn down by whichever project's hooks run, counted so the last teardown stops them. */
const state = (globalThis.__sorsiDatastores ??= { users: 0, started: null });

export default async function setupDatastores() {
  state.users += 1;
  if (state.started) return;
  // Apart from `make dev`'s .data/postgres, which may be running at the same time.
  state.started = await startDatastores({
    dataDir: path.join(repoRoot, '.data/test'),
    log: (line) => console.log(line),
  });
  process.env.DATABASE_URL = state.started.postgres.url;
  process.env.REDIS_URL = state.started.redis.url;
  const { postgres, redis } = state.started;
  if (postgres.rung !== 'local' || redis.rung !== 'local') console.log(`\n${state.started.summary()}`);
}
