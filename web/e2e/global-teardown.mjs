import { rm } from 'node:fs/promises';
import { dropDatabase } from '../../infra/dev/stack.mjs';

export default async function globalTeardown() {
  const running = globalThis.__sorsiStack;
  if (!running) return;
  await running.stack.stop();
  running.log.end();
  await dropDatabase(running.databaseUrl);
  await rm(running.mediaDir, { recursive: true, force: true });
}
