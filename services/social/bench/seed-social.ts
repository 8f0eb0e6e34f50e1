/**
 * The social dataset the issue's figures are measured at (issue 9 §4): 100,000 people, 1,000,000
 * experiences, 5,000,000 likes, 500,000 comments, 200,000 tastings, and follows with a realistic skew —
 * most people follow 50 to 300 others, chosen towards the popular, and ten authors have 50,000 followers.
 *
 *   npm run bench:seed -w services/social            seeds once (kept for later runs)
 *   npm run bench:seed -w services/social -- --reseed  drops and seeds again
 *
 * BENCH_DATABASE_URL names the database (default: sorsi_bench_social on the local server). Rows are
 * generated inside Postgres (generate_series) with the counting triggers off, then counted once.
 * Ids are derived from sequence numbers (`personId(n)`: a hash shaped as a version-4 UUID), so
 * benchmarks can name people and posts without reading them back.
 */
import 'reflect-metadata';
import { createDataSource } from '@sorsi/kit';
import { ensureBenchDatabase } from '@sorsi/kit/testing';
import type { DataSource } from 'typeorm';
import { socialDatabase } from '../src/social-database';

export const BENCH_SOCIAL_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sorsi_bench_social';

/** How much to seed: the issue's dataset, or a small one for the bench's smoke test. */
export interface SeedSize {
  people: number;
  experiences: number;
  likes: number;
  comments: number;
  tastings: number;
  /** People 1..stars are the popular authors, each followed by people stars+1..stars+starFollowers. */
  stars: number;
  starFollowers: number;
  /** Follows per ordinary person: this many, plus up to 250 (fewer on a small seed). */
  minFollowing: number;
}

export const FULL_SEED: SeedSize = {
  people: 100_000,
  experiences: 1_000_000,
  likes: 5_000_000,
  comments: 500_000,
  tastings: 200_000,
  stars: 10,
  starFollowers: 50_000,
  minFollowing: 50,
};
export const PEOPLE = FULL_SEED.people;
export const EXPERIENCES = FULL_SEED.experiences;
export const STARS = FULL_SEED.stars;
export const STAR_FOLLOWERS = FULL_SEED.starFollowers;

const FIRST_NAMES = `'José','Zoë','Ana','Luca','Mara','Élodie','Noah','Søren','Inès','Marco','Chloé','Ben','Aiko','Raúl','Lena','Tomás','Nadia','Ola','Björn','Clara'`;
const LAST_NAMES = `'García','Rossi','Müller','Dubois','Silva','Novák','Kowalski','Haddad','Jensen','Moreau','López','Bianchi','Schmidt','Costa','Nakamura','Peña','Fischer','Leroy','Santos','Ricci','Weber','Mendes','Conti','Lefèvre','Ibáñez'`;
const WINES = `'Barolo Cannubi','Chablis Premier Cru','Rioja Reserva','Châteauneuf-du-Pape','Sancerre','Brunello di Montalcino','Napa Cabernet','Mosel Riesling Kabinett','Champagne Brut','Priorat','Malbec Mendoza','Grüner Veltliner','Amarone della Valpolicella','Pinot Noir Willamette','Sauternes','Etna Rosso','Albariño Rías Baixas','Côte-Rôtie','Tokaji Aszú','Vouvray Sec','Marlborough Sauvignon Blanc','Barbaresco','Douro Tinto','Provence Rosé','Gevrey-Chambertin'`;
const CAPTIONS = `'Opened this with friends tonight','Sunday lunch pairing','Tasting flight at the cellar door','Anniversary dinner bottle','Cheese board and a glass','First time trying this one','Picnic by the river','Blind tasting night, guessed it!','Wine bar discovery','Holiday treat'`;

/** A version-4-shaped UUID from a hash (the contracts accept only RFC 4122 UUIDs). */
const uuidFrom = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
export const personId = (n: number | string) => uuidFrom(`'person' || ${n}`);
export const experienceId = (n: number | string) => uuidFrom(`'exp' || ${n}`);

// `+ n * interval '0'` ties a LATERAL time to its row, so random() is drawn per row, not once for all.
const stepsOf = ({
  people: PEOPLE,
  experiences: EXPERIENCES,
  likes: LIKES,
  comments: COMMENTS,
  tastings: TASTINGS,
  stars: STARS,
  starFollowers: STAR_FOLLOWERS,
  minFollowing,
}: SeedSize): Array<[string, string]> => [
  [
    `${PEOPLE} people`,
    `INSERT INTO social.people (id, username, first_name, last_name, bio, updated_at)
     SELECT ${personId('n')}, CASE WHEN n <= ${STARS} THEN 'star_' ELSE 'wl_' END || n,
       (ARRAY[${FIRST_NAMES}])[1 + n % 20], (ARRAY[${LAST_NAMES}])[1 + (n / 20) % 25], NULL, now()
     FROM generate_series(1, ${PEOPLE}) n`,
  ],
  [
    `follows: ${minFollowing} and more each, towards the popular`,
    `INSERT INTO social.follows (follower_id, followee_id, created_at)
     SELECT ${personId('f')}, ${personId('t')}, now() - random() * interval '365 days'
     FROM generate_series(1, ${PEOPLE}) f
     CROSS JOIN LATERAL (
       SELECT DISTINCT ${STARS + 1} + floor(power(random(), 1.6) * ${PEOPLE - STARS})::int AS t
       FROM generate_series(1, ${minFollowing} + (f::bigint * 2654435761 % ${Math.min(251, PEOPLE / 2)})::int)
     ) chosen
     WHERE t <> f
     ON CONFLICT DO NOTHING`,
  ],
  [
    `${STARS} authors with ${STAR_FOLLOWERS} followers`,
    `INSERT INTO social.follows (follower_id, followee_id, created_at)
     SELECT ${personId('f')}, ${personId('s')}, now() - random() * interval '365 days'
     FROM generate_series(${STARS + 1}, ${STARS + STAR_FOLLOWERS}) f, generate_series(1, ${STARS}) s
     ON CONFLICT DO NOTHING`,
  ],
  [
    `${EXPERIENCES} experiences`,
    `INSERT INTO social.experiences (id, user_id, summary, wines, location, feeling, tags, visibility, created_at, updated_at)
     SELECT ${experienceId('e')}, ${personId(`(1 + floor(power(random(), 1.3) * ${PEOPLE}))::int`)},
       (ARRAY[${CAPTIONS}])[1 + e % 10], ARRAY[(ARRAY[${WINES}])[1 + e % 25]],
       CASE WHEN e % 3 = 0 THEN 'Lisbon' END, CASE WHEN e % 4 = 0 THEN 'happy' END,
       CASE WHEN e % 5 = 0 THEN ARRAY['weekend'] ELSE '{}' END,
       CASE WHEN e % 10 = 0 THEN 'private_to_followers' ELSE 'public' END, t, t
     FROM generate_series(1, ${EXPERIENCES}) e, LATERAL (SELECT now() - random() * interval '730 days' + e * interval '0') at (t)`,
  ],
  [
    `${LIKES} likes`,
    `INSERT INTO social.likes (experience_id, user_id, created_at)
     SELECT ${experienceId(`(1 + floor(power(random(), 2) * ${EXPERIENCES}))::int`)},
       ${personId(`(1 + floor(random() * ${PEOPLE}))::int`)}, now() - random() * interval '365 days'
     FROM generate_series(1, ${LIKES})
     ON CONFLICT DO NOTHING`,
  ],
  [
    `${COMMENTS} comments`,
    `INSERT INTO social.comments (experience_id, user_id, content, created_at, updated_at)
     SELECT ${experienceId(`(1 + floor(power(random(), 2) * ${EXPERIENCES}))::int`)},
       ${personId(`(1 + floor(random() * ${PEOPLE}))::int`)}, 'Lovely pick, cheers!', t, t
     FROM generate_series(1, ${COMMENTS}) c, LATERAL (SELECT now() - random() * interval '365 days' + c * interval '0') at (t)`,
  ],
  [
    `${TASTINGS} tastings`,
    `INSERT INTO social.tastings (id, user_id, title, wine_type, producer, wine_name, varietal, year, summary,
       visibility, created_at, updated_at)
     SELECT ${uuidFrom(`'tasting' || n`)}, ${personId(`(1 + floor(random() * ${PEOPLE}))::int`)},
       (ARRAY[${WINES}])[1 + n % 25], (ARRAY['red','white','rose','sparkling','dessert'])[1 + n % 5],
       NULL, (ARRAY[${WINES}])[1 + n % 25], NULL, (2005 + n % 19)::text, 'Bright and long.',
       CASE WHEN n % 4 = 0 THEN 'private' ELSE 'public' END, t, t
     FROM generate_series(1, ${TASTINGS}) n, LATERAL (SELECT now() - random() * interval '730 days' + n * interval '0') at (t)`,
  ],
  [
    'counts',
    `WITH likes AS (SELECT experience_id, count(*) AS n FROM social.likes GROUP BY 1)
     UPDATE social.experiences e SET like_count = likes.n FROM likes WHERE e.id = likes.experience_id`,
  ],
  [
    'comment counts',
    `WITH comments AS (SELECT experience_id, count(*) AS n FROM social.comments GROUP BY 1)
     UPDATE social.experiences e SET comment_count = comments.n FROM comments WHERE e.id = comments.experience_id`,
  ],
  [
    'follow counts',
    `UPDATE social.people p SET
       followers_count = (SELECT count(*) FROM social.follows WHERE followee_id = p.id),
       following_count = (SELECT count(*) FROM social.follows WHERE follower_id = p.id)`,
  ],
];

/** Seeds the dataset unless it is there already; answers the open data source. */
export async function seededSocialDatabase(
  { url = BENCH_SOCIAL_DATABASE_URL, size = FULL_SEED, reseed = false } = {} as {
    url?: string;
    size?: SeedSize;
    reseed?: boolean;
  },
): Promise<DataSource> {
  await ensureBenchDatabase(url, reseed);
  const dataSource = await createDataSource({ ...socialDatabase, url, applicationName: 'sorsi-social-seed' });
  const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM social.experiences');
  if (count === size.experiences) return dataSource;
  if (count !== 0) throw new Error(`The benchmark database holds ${count} experiences; run with --reseed`);
  await dataSource.transaction(async (tx) => {
    // The counting triggers would cost a row update per like and follow: off while loading, counted after.
    await tx.query('SET LOCAL session_replication_role = replica');
    for (const [name, sql] of stepsOf(size)) {
      const started = performance.now();
      await tx.query(sql);
      console.log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  });
  await dataSource.query('VACUUM ANALYZE');
  return dataSource;
}

if (require.main === module) {
  seededSocialDatabase({ reseed: process.argv.includes('--reseed') })
    .then(async (dataSource) => {
      const [facts] = await dataSource.query(
        `SELECT (SELECT count(*) FROM social.people)::int AS people, (SELECT count(*) FROM social.experiences)::int AS experiences,
           (SELECT count(*) FROM social.likes)::int AS likes, (SELECT count(*) FROM social.follows)::int AS follows`,
      );
      console.log(facts);
      await dataSource.destroy();
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
