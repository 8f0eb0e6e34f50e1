// `make dev`: the whole app with offline defaults, Vite's hot reload for the web, one address.
// Postgres and Redis come from the datastore ladder (infra/datastores/ladder.mjs), which says which rung it used.
import { startDatastores, withDatabase } from '../datastores/ladder.mjs';
import { startStack, stackConfig } from './stack.mjs';

let stores;
try {
  stores = await startDatastores();
} catch (error) {
  console.error(`Sorsi could not start: no Postgres or Redis to run on.\n${error.message}`);
  console.error(
    'Set DATABASE_URL and REDIS_URL, or start the datastores alone with ' +
      '`docker compose -f infra/docker/datastores.compose.yml up -d` (README, "Postgres and Redis").',
  );
  process.exit(1);
}
console.log(`\n${stores.summary()}`);

const config = stackConfig({
  mode: 'development',
  // A URL given by hand names its database; a server from the ladder gets the app's own.
  databaseUrl: stores.postgres.rung === 'env' ? stores.postgres.url : withDatabase(stores.postgres.url, 'sorsi'),
  queuePrefix: process.env.QUEUE_PREFIX ?? 'sorsi',
  extraEnv: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', REDIS_URL: stores.redis.url },
});

try {
  const stack = await startStack(config);
  console.log(
    `\n  Sorsi is running at ${stack.publicUrl}\n  (development sign-in at ${config.issuer}; Ctrl-C stops everything)\n`,
  );
  // The app first, then the datastores it was using.
  const shutdown = async () => {
    await stack.stop();
    await stores.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error(`Sorsi could not start: ${error.message}`);
  await stores.stop();
  process.exit(1);
}
