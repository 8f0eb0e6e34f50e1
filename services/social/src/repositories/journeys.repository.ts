import { Injectable } from '@nestjs/common';
import { type Db, sql, storedJson } from '@sorsi/kit';
import {
  type JourneyItem,
  type JourneyTasting,
  type TastingNote,
  TastingVisibilitySchema,
  WineTypeSchema,
} from '@sorsi/proto';
import { z } from 'zod';
import type { Keyset } from '../sql/keyset';
import {
  EXPERIENCE_COLUMNS,
  experienceOf,
  ExperienceRowSchema,
  personColumns,
  personFields,
  personOf,
} from '../sql/rows';
import { experienceVisibleTo, tastingVisibleTo } from '../sql/visibility';
import { escapeLike } from './people.repository';

const TastingRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  wine_type: WineTypeSchema,
  producer: z.string().nullable(),
  wine_name: z.string().nullable(),
  varietal: z.string().nullable(),
  year: z.string().nullable(),
  summary: z.string(),
  visibility: TastingVisibilitySchema,
  image_url: z.string().nullable(),
  note: storedJson.object<TastingNote>().nullable(),
  created_at: z.date(),
  ...personFields('a'),
});
type TastingRow = z.output<typeof TastingRowSchema>;

/** A journey or search hit before its content is read: which item, and where it sorts. */
const ItemRefSchema = z.object({ type: z.enum(['tasting', 'experience']), id: z.string(), created_key: z.string() });
export type ItemRef = z.output<typeof ItemRefSchema>;

/** What EXPLAIN (FORMAT JSON) answers, as far as the planner's row estimate. */
const PlanRow = z.object({ 'QUERY PLAN': z.tuple([z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })]) });

const TASTING_COLUMNS = `t.id, t.user_id, t.title, t.wine_type, t.producer, t.wine_name, t.varietal, t.year,
  t.summary, t.visibility, t.image_url, t.note, t.created_at, ${personColumns('a')}`;

function tastingOf(row: TastingRow): JourneyTasting {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    wineType: row.wine_type,
    producer: row.producer,
    wineName: row.wine_name,
    varietal: row.varietal,
    year: row.year,
    summary: row.summary,
    visibility: row.visibility,
    imageUrl: row.image_url,
    note: row.note,
    createdAt: row.created_at.toISOString(),
    user: personOf(row, 'a'),
  };
}

/**
 * Journeys (a person's tastings and posts, newest first) and wine search over both: the tastings come
 * from social's projection of the tasting service's events, never from a call to it.
 */
@Injectable()
export class JourneysRepository {
  /** A page of the person's journey as the viewer may see it: their public tastings (all, for oneself) and posts. */
  journeyPage(db: Db, viewerId: string, personId: string, after: Keyset, limit: number): Promise<ItemRef[]> {
    return sql.rows(
      db,
      ItemRefSchema,
      `SELECT * FROM (
         SELECT 'tasting' AS type, t.id, t.created_at, t.created_at::text AS created_key
         FROM social.tastings t JOIN social.people a ON a.id = t.user_id
         WHERE t.user_id = $2 AND ${tastingVisibleTo('$1')}
           AND (t.created_at, t.id) < ($3::timestamptz, $4::uuid)
         UNION ALL
         SELECT 'experience', e.id, e.created_at, e.created_at::text
         FROM social.experiences e JOIN social.people a ON a.id = e.user_id
         WHERE e.user_id = $2 AND ${experienceVisibleTo('$1')}
           AND (e.created_at, e.id) < ($3::timestamptz, $4::uuid)
       ) items
       ORDER BY created_at DESC, id DESC LIMIT $5`,
      [viewerId, personId, after.at, after.id, limit],
    );
  }

  /**
   * Public tastings and visible posts naming the wine: their folded text (a post's wines and caption, a
   * tasting's names) contains the words typed, in order, newest first; when those are fewer than `limit`,
   * near misses (a word of the text close to it) follow, newest first, and are counted too. Counts are
   * exact up to WINE_COUNT_CAP per kind, and say WINE_COUNT_CAP when the planner expects many times that
   * (docs/decisions.md, "Wine search"). Runs in the caller's transaction `tx`, which the threshold of
   * near misses is set for.
   */
  async searchWines(
    tx: Db,
    viewerId: string,
    folded: string,
    limit: number,
  ): Promise<{ hits: ItemRef[]; tastingCount: number; experienceCount: number }> {
    await sql.run(tx, `SET LOCAL pg_trgm.word_similarity_threshold = ${WINE_NEAR_MISS}`);
    // The words typed, in order, whatever separates them in the text ("cote rotie" finds "côte-rôtie").
    const words = `%${folded.split(' ').map(escapeLike).join('%')}%`;
    const search = new WineMatches(tx, [viewerId, folded, words]);
    const tastings = await search.newest('tastings', CONTAINS, limit);
    const experiences = await search.newest('experiences', CONTAINS, limit);
    const hits = [...tastings.hits, ...experiences.hits].sort(newestFirst).slice(0, limit);
    let [tastingCount, experienceCount] = [tastings.count, experiences.count];
    if (hits.length < limit) {
      const nearTastings = await search.newest('tastings', NEAR_NOT_CONTAINS, limit - hits.length);
      const nearExperiences = await search.newest('experiences', NEAR_NOT_CONTAINS, limit - hits.length);
      hits.push(...[...nearTastings.hits, ...nearExperiences.hits].sort(newestFirst).slice(0, limit - hits.length));
      tastingCount = Math.min(WINE_COUNT_CAP, tastingCount + nearTastings.count);
      experienceCount = Math.min(WINE_COUNT_CAP, experienceCount + nearExperiences.count);
    }
    return { hits, tastingCount, experienceCount };
  }

  /** The content of journey or search hits, in their order (one query per kind). */
  async items(db: Db, refs: readonly ItemRef[]): Promise<JourneyItem[]> {
    const idsOf = (type: ItemRef['type']) => refs.filter((ref) => ref.type === type).map((ref) => ref.id);
    const [tastings, experiences] = await Promise.all([
      sql.rows(
        db,
        TastingRowSchema,
        `SELECT ${TASTING_COLUMNS} FROM social.tastings t JOIN social.people a ON a.id = t.user_id WHERE t.id = ANY($1::uuid[])`,
        [idsOf('tasting')],
      ),
      sql.rows(
        db,
        ExperienceRowSchema,
        `SELECT ${EXPERIENCE_COLUMNS} FROM social.experiences e JOIN social.people a ON a.id = e.user_id WHERE e.id = ANY($1::uuid[])`,
        [idsOf('experience')],
      ),
    ]);
    const tastingById = new Map(tastings.map((row) => [row.id, row]));
    const experienceById = new Map(experiences.map((row) => [row.id, row]));
    return refs.flatMap((ref): JourneyItem[] => {
      if (ref.type === 'tasting') {
        const row = tastingById.get(ref.id);
        return row
          ? [{ type: 'tasting', id: row.id, createdAt: row.created_at.toISOString(), tasting: tastingOf(row) }]
          : [];
      }
      const row = experienceById.get(ref.id);
      return row
        ? [{ type: 'experience', id: row.id, createdAt: row.created_at.toISOString(), experience: experienceOf(row) }]
        : [];
    });
  }
}

/** Counts of wine search stop here: beyond, "at least this many" is all a person needs to know. */
export const WINE_COUNT_CAP = 1000;
/** How close a typed word must be to a word of the text to count as a near miss (pg_trgm word similarity). */
export const WINE_NEAR_MISS = 0.5;
/**
 * Conditions on the folded text of alias `@` ($2 the folded term, $3 it as a LIKE pattern), as the trigram
 * indexes on `wine_text` answer them.
 */
export const WINE_CONDITIONS = {
  contains: '@.wine_text LIKE $3',
  nearNotContains: '$2::text OPERATOR(public.<%) @.wine_text AND @.wine_text NOT LIKE $3',
};
const { contains: CONTAINS, nearNotContains: NEAR_NOT_CONTAINS } = WINE_CONDITIONS;
/** Newest first, by the time Postgres printed (same zone and format, so text order is time order). */
const newestFirst = (a: ItemRef, b: ItemRef) =>
  a.created_key < b.created_key ? 1 : a.created_key > b.created_key ? -1 : 0;
/** What wine search reads, as the viewer ($1) may see it. */
const WINE_SOURCES = {
  tastings: `FROM social.tastings t JOIN social.people a ON a.id = t.user_id
    WHERE t.visibility = 'public' AND ${tastingVisibleTo('$1')}`,
  experiences: `FROM social.experiences e JOIN social.people a ON a.id = e.user_id WHERE ${experienceVisibleTo('$1')}`,
};

const WINE_KIND = { tastings: 'tasting', experiences: 'experience' } as const;
const WINE_ALIAS = { tastings: 't', experiences: 'e' } as const;
/** A condition the planner expects to match this many rows or more is not counted: its count is the cap. */
const DENSE_MATCHES = 5 * WINE_COUNT_CAP;

/**
 * The newest matches of one kind under one condition, and their count, read the cheaper of two ways. Few
 * matches: all of them (up to the cap) from the trigram index, counted, the newest taken; walking the
 * recency index would read the whole table to find them. Many: the recency index walked until the page
 * is full (matches are dense there), the count the cap; reading every match from the trigram index to
 * count them would cost more than the page.
 */
class WineMatches {
  constructor(
    private readonly tx: Db,
    /** $1 the viewer, $2 the folded term, $3 it as a LIKE pattern. */
    private readonly parameters: unknown[],
  ) {}

  async newest(kind: keyof typeof WINE_SOURCES, condition: string, limit: number) {
    if ((await this.expected(kind, condition)) < DENSE_MATCHES) {
      const found = await this.read(kind, condition, WINE_COUNT_CAP + 1, false);
      if (found.length <= WINE_COUNT_CAP) return { count: found.length, hits: found.sort(newestFirst).slice(0, limit) };
    }
    return { count: WINE_COUNT_CAP, hits: await this.read(kind, condition, limit, true) };
  }

  /** How many rows of the table the planner expects the condition to match (pg_trgm keeps the statistics). */
  private async expected(kind: keyof typeof WINE_SOURCES, condition: string): Promise<number> {
    const table = `social.${kind} ${WINE_ALIAS[kind]}`;
    const explained = await sql.one(
      this.tx,
      PlanRow,
      `EXPLAIN (FORMAT JSON) WITH terms AS (SELECT $1::uuid, $2::text, $3::text)
       SELECT 1 FROM ${table} WHERE ${condition.replaceAll('@', WINE_ALIAS[kind])}`,
      this.parameters,
    );
    return explained['QUERY PLAN'][0].Plan['Plan Rows'];
  }

  private read(kind: keyof typeof WINE_SOURCES, condition: string, max: number, byTime: boolean): Promise<ItemRef[]> {
    const alias = WINE_ALIAS[kind];
    return sql.rows(
      this.tx,
      ItemRefSchema,
      // The terms CTE only gives $2 and $3 their type: a condition may use one of them alone.
      `WITH terms AS (SELECT $2::text, $3::text)
       SELECT '${WINE_KIND[kind]}' AS type, ${alias}.id, ${alias}.created_at::text AS created_key
       ${WINE_SOURCES[kind]} AND ${condition.replaceAll('@', alias)}
       ${byTime ? `ORDER BY ${alias}.created_at DESC` : ''} LIMIT $4`,
      [...this.parameters, max],
    );
  }
}
