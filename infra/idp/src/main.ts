import { once } from 'node:events';
import { createIdp } from './create-idp.js';
import { loadIdpEnv } from './idp-env.js';

const env = loadIdpEnv();
const { server } = createIdp(env);
server.listen(env.IDP_PORT);
await once(server, 'listening');
console.log(
  `Development identity provider (not for production) at ${env.IDP_ISSUER}, listening on port ${env.IDP_PORT}`,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
