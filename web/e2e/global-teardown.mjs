import { rm } from 'node:fs/promises';
import teardownDatastores from '../../infra/datastores/jest-global-teardown.mjs';
import { dropDatabase } from '../../infra/dev/stack.mjs';

export default async function globalTeardown() {
  const running = globalThis.__sorsiStack;
  if (running) {
    await running.stack.stop();
    running.log.end();
    await dropDatabase(running.databaseUrl);
    await rm(running.mediaDir, { recursive: true, force: true });
  }
  await teardownDatastores();
}
