// `make dev`: the whole app with offline defaults, Vite's hot reload for the web, one address.
import { startStack, stackConfig } from './stack.mjs';

const config = stackConfig({
  mode: 'development',
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sorsi',
  queuePrefix: process.env.QUEUE_PREFIX ?? 'sorsi',
  extraEnv: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
});

try {
  const stack = await startStack(config);
  console.log(
    `\n  Sorsi is running at ${stack.publicUrl}\n  (development sign-in at ${config.issuer}; Ctrl-C stops everything)\n`,
  );
  const shutdown = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error(`Sorsi could not start: ${error.message}`);
  console.error(
    'Postgres (127.0.0.1:5432) and Redis (127.0.0.1:6379) must be running; elsewhere: docker compose up -d postgres redis',
  );
  process.exit(1);
}
