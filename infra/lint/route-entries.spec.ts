import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeEntriesIn } from '../../web/src/app/route-entries';
import { ROUTES } from '../../web/src/app/route-table';

it('reads every route of the table from its source, in order (the build preloads screens by it)', () => {
  const source = readFileSync(path.join(__dirname, '../../web/src/app/route-table.ts'), 'utf8');
  expect(routeEntriesIn(source).map(({ path: address, audience }) => ({ path: address, audience }))).toEqual(
    ROUTES.map(({ path: address, audience }) => ({ path: address, audience })),
  );
});
