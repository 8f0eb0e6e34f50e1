import { openApiDocument } from '@sorsi/proto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// docs/openapi.json is what anyone reads to try the API: it must say what the code declares.
it('docs/openapi.json matches the route declarations (regenerate with `npm run openapi`)', () => {
  const checkedIn = JSON.parse(readFileSync(path.resolve(__dirname, '../../docs/openapi.json'), 'utf8'));
  expect(checkedIn).toEqual(openApiDocument());
});
