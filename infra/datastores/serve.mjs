// The datastores alone, from the ladder: `node infra/datastores/serve.mjs [data-dir]` prints one JSON line
// ({ postgres, redis }: each store's rung and URL) once both answer, and stops what it started on SIGINT or
// SIGTERM. For a shell that wants the URLs, and for the test of the embedded rung (ladder.medium-spec.ts).
import path from 'node:path';
import { repoRoot, startDatastores } from './ladder.mjs';

const dataDir = path.resolve(process.argv[2] ?? path.join(repoRoot, '.data'));
try {
  const stores = await startDatastores({ dataDir, log: (line) => console.error(line) });
  const shown = ({ rung, url, reused }) => ({ rung, url, reused: reused ?? false });
  console.log(JSON.stringify({ postgres: shown(stores.postgres), redis: shown(stores.redis) }));
  const stop = async () => {
    await stores.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
