// Writes docs/openapi.json from the route declarations (after `npm run build`): `npm run openapi`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proto from '../../proto/dist/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
writeFileSync(path.join(root, 'docs/openapi.json'), `${JSON.stringify(proto.openApiDocument(), null, 2)}\n`);
console.log('docs/openapi.json written');
