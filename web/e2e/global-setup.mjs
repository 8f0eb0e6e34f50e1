// Starts the whole stack once for the end-to-end run: production build served by the gateway,
// a database and a Redis prefix of its own on the run's datastores (infra/datastores), the local identity provider.
import { randomBytes } from 'node:crypto';
import { writeFileSync, mkdirSync, createWriteStream } from 'node:fs';
import path from 'node:path';
import setupDatastores from '../../infra/datastores/jest-global-setup.mjs';
import { withDatabase } from '../../infra/datastores/ladder.mjs';
import { repoRoot, startStack, stackConfig } from '../../infra/dev/stack.mjs';

export default async function globalSetup() {
  await setupDatastores();
  const runId = randomBytes(4).toString('hex');
  const databaseUrl = withDatabase(process.env.DATABASE_URL, `sorsi_e2e_${runId}`);
  const config = stackConfig({
    mode: 'production',
    gatewayPort: Number(process.env.E2E_GATEWAY_PORT ?? 3210),
    idpPort: Number(process.env.E2E_IDP_PORT ?? 3211),
    databaseUrl,
    queuePrefix: `sorsi-e2e-${runId}`,
    // One browser signs in dozens of people from one address within a minute.
    extraEnv: {
      ADMIN_EMAILS: 'admin@sorsi.test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_API_PER_MIN: '10000',
      RATE_LIMIT_SIGNIN_PER_MIN: '10000',
    },
  });
  const logDir = path.join(repoRoot, '.data');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, 'e2e-stack.log'));
  const stack = await startStack(config, { output: (line) => log.write(line) });
  process.env.E2E_BASE_URL = stack.publicUrl;
  process.env.E2E_DATABASE_URL = databaseUrl;
  globalThis.__sorsiStack = { stack, log, databaseUrl, mediaDir: config.mediaDir };
  writeFileSync(path.join(logDir, 'e2e-base-url'), stack.publicUrl);
}
