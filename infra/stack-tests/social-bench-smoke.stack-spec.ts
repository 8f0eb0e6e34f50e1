import { randomBytes } from 'node:crypto';
import { freePort, loadStackModule } from '@sorsi/kit/testing';
import type { DataSource } from 'typeorm';
import { type BenchResults, runSocialBench } from '../../services/social/bench/social-bench-run';
import { seededSocialDatabase, type SeedSize } from '../../services/social/bench/seed-social';
import { testDatabaseUrl } from './support';

// Issue 22: the social bench keeps running from a fresh seed. Every step of `npm run bench -w services/social`
// runs once, on a small seed made the same way as the full one, against the whole stack; the figures are
// not judged here, only that each step answers what it should.
jest.setTimeout(300_000);

const SMALL_SEED: SeedSize = {
  // Enough people for every first and last name the search terms ask for.
  people: 600,
  experiences: 3_000,
  likes: 5_000,
  comments: 1_000,
  tastings: 400,
  stars: 2,
  starFollowers: 100,
  minFollowing: 5,
};

describe('the social bench on a small fresh seed', () => {
  const databaseUrl = testDatabaseUrl(`sorsi_social_bench_${randomBytes(4).toString('hex')}`);
  let db: DataSource;
  let results: BenchResults;

  beforeAll(async () => {
    db = await seededSocialDatabase({ url: databaseUrl, size: SMALL_SEED });
    results = await runSocialBench({
      db,
      databaseUrl,
      size: SMALL_SEED,
      ports: { gateway: await freePort(), idp: await freePort(), hello: await freePort() },
      // 10 and 1 connections: on a busy machine every target still answers within a round.
      connectionScale: 0.1,
      rounds: 1,
      roundSeconds: 2,
      searchRuns: 8,
      posts: 1,
      sampledFollowers: 10,
      // Posts lean towards the low-numbered people: following the upper half gives Home some 1,200 posts, far
      // more than its 50 pages of 12 (the upper quarter gave about 600, one run in two too few).
      following: 300,
      timeLimitMs: 240_000,
    });
  });

  afterAll(async () => {
    await db?.destroy();
    await (await loadStackModule()).dropDatabase(databaseUrl);
  });

  it('loads every target without a failed request', () => {
    expect(results.targets).toHaveLength(10);
    for (const target of results.targets) {
      const [round] = target.rounds;
      expect({ target: target.name, failures: round!.failures, answered: round!.requestsPerSecond > 0 }).toEqual({
        target: target.name,
        failures: 0,
        answered: true,
      });
    }
  });

  it('profiles a first page layer by layer', () => {
    for (const layers of Object.values(results.profile)) {
      expect(Object.values(layers).every((ms) => ms > 0)).toBe(true);
    }
  });

  it('finds the seeded people and wines', () => {
    // Every user term names seeded people but the misspelt one, which trigram similarity finds too.
    expect(results.searches.users.found).toBe(8);
    expect(results.searches.wines.found).toBe(8);
  });

  it("shows the post of the author with the stars' followers on every sampled follower's Home", () => {
    expect(results.posting.visible).toBeGreaterThan(0);
    expect(results.posting.accepted).toBeGreaterThan(0);
  });
});
