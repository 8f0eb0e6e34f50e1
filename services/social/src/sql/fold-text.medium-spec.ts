import { createDataSource } from '@sorsi/kit';
import { createTestDatabase, type TestDatabase } from '@sorsi/kit/testing';
import { foldAccents } from '@sorsi/proto';
import type { DataSource } from 'typeorm';
import { socialDatabase } from '../social-database';

// Search folds stored text in SQL (social.fold_text, lower(unaccent(…))); every other comparison of typed
// words folds in TypeScript (foldAccents from proto). The two must agree on the letters people write.
const WRITTEN = [
  'Crème Brûlée',
  'GEWÜRZTRAMINER',
  'Straße',
  'GROẞ',
  'Æblerød',
  'Œil-de-Perdrix',
  'Łódź',
  'Þórsmörk',
  'Điện Biên Phủ',
  'Sønderjylland',
  'Ağıorgitiko',
  'İzmir',
  'Señorío',
  'ＲＯＳÉ',
  'ﬁne',
];

describe('the SQL fold and the TypeScript fold', () => {
  let testDb: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    testDb = await createTestDatabase(socialDatabase);
    db = await createDataSource({ ...socialDatabase, url: testDb.url });
  });

  afterAll(async () => {
    await db?.destroy();
    await testDb?.drop();
  });

  it('fold what people write alike', async () => {
    const rows: { folded: string }[] = await db.query(
      'SELECT social.fold_text(word) AS folded FROM unnest($1::text[]) WITH ORDINALITY AS w(word, n) ORDER BY n',
      [WRITTEN],
    );
    expect(rows.map((row) => row.folded)).toEqual(WRITTEN.map(foldAccents));
  });
});
