import type { JourneyItem, JourneyTasting } from '@sorsi/proto';
import type { EntityManager } from 'typeorm';
import type { Keyset } from '../sql/keyset';
import {
  EXPERIENCE_COLUMNS,
  experienceOf,
  type ExperienceRow,
  personColumns,
  personOf,
  type PersonRow,
} from '../sql/rows';
import { experienceVisibleTo, tastingVisibleTo } from '../sql/visibility';
import { escapeLike } from './people.repository';

interface TastingRow extends PersonRow {
  id: string;
  user_id: string;
  title: string;
  wine_type: JourneyTasting['wineType'];
  producer: string | null;
  wine_name: string | null;
  varietal: string | null;
  year: JourneyTasting['year'];
  summary: string;
  visibility: JourneyTasting['visibility'];
  image_url: string | null;
  note: JourneyTasting['note'];
  created_at: Date;
}

/** A journey or search hit before its content is read: which item, and where it sorts. */
export interface ItemRef {
  type: 'tasting' | 'experience';
  id: string;
  created_key: string;
}

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
export class JourneysRepository {
  constructor(private readonly db: EntityManager) {}

  /** A page of the person's journey as the viewer may see it: their public tastings (all, for oneself) and posts. */
  async journeyPage(viewerId: string, personId: string, after: Keyset, limit: number): Promise<ItemRef[]> {
    return this.db.query(
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
   * tasting's names) contains what was typed, newest first; when those are fewer than `limit`, near misses
   * (a word of the text close to it) follow, newest first. Each condition is one the trigram indexes
   * answer, and each list is ordered by time so the planner may walk the recency indexes instead when
   * matches are many. Counts are exact up to WINE_COUNT_CAP per kind (docs/decisions.md, "Wine search").
   */
  async searchWines(
    viewerId: string,
    folded: string,
    limit: number,
  ): Promise<{ hits: ItemRef[]; tastingCount: number; experienceCount: number }> {
    const contains = `%${escapeLike(folded)}%`;
    return this.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${WINE_NEAR_MISS}`);
      const search = (condition: string, max: number) =>
        tx.query(
          // The terms CTE only gives $2 and $3 their type: a condition may use one of them alone.
          `WITH terms AS (SELECT $2::text, $3::text)
           SELECT type, id, created_key FROM (
             (SELECT 'tasting' AS type, t.id, t.created_at, t.created_at::text AS created_key
              ${WINE_SOURCES.tastings} AND ${condition.replaceAll('@', 't')}
              ORDER BY t.created_at DESC LIMIT $4)
             UNION ALL
             (SELECT 'experience', e.id, e.created_at, e.created_at::text
              ${WINE_SOURCES.experiences} AND ${condition.replaceAll('@', 'e')}
              ORDER BY e.created_at DESC LIMIT $4)
           ) hits ORDER BY created_at DESC LIMIT $4`,
          [viewerId, folded, contains, max],
        ) as Promise<ItemRef[]>;
      const hits = await search(CONTAINS, limit);
      if (hits.length < limit) hits.push(...(await search(NEAR_NOT_CONTAINS, limit - hits.length)));
      const capped = (kind: keyof typeof WINE_SOURCES, alias: string) =>
        `(SELECT count(*)::int FROM (SELECT 1 ${WINE_SOURCES[kind]} AND ${MATCHES.replaceAll('@', alias)} LIMIT $4) m)`;
      const [counts]: { tastings: number; experiences: number }[] = await tx.query(
        `SELECT ${capped('tastings', 't')} AS tastings, ${capped('experiences', 'e')} AS experiences`,
        [viewerId, folded, contains, WINE_COUNT_CAP],
      );
      return { hits, tastingCount: counts!.tastings, experienceCount: counts!.experiences };
    });
  }

  /** The content of journey or search hits, in their order (one query per kind). */
  async items(refs: readonly ItemRef[]): Promise<JourneyItem[]> {
    const idsOf = (type: ItemRef['type']) => refs.filter((ref) => ref.type === type).map((ref) => ref.id);
    const [tastings, experiences] = await Promise.all([
      this.db.query(
        `SELECT ${TASTING_COLUMNS} FROM social.tastings t JOIN social.people a ON a.id = t.user_id WHERE t.id = ANY($1::uuid[])`,
        [idsOf('tasting')],
      ) as Promise<TastingRow[]>,
      this.db.query(
        `SELECT ${EXPERIENCE_COLUMNS} FROM social.experiences e JOIN social.people a ON a.id = e.user_id WHERE e.id = ANY($1::uuid[])`,
        [idsOf('experience')],
      ) as Promise<ExperienceRow[]>,
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
  matches: '(@.wine_text LIKE $3 OR $2::text OPERATOR(public.<%) @.wine_text)',
};
const { contains: CONTAINS, nearNotContains: NEAR_NOT_CONTAINS, matches: MATCHES } = WINE_CONDITIONS;
/** What wine search reads, as the viewer ($1) may see it. */
const WINE_SOURCES = {
  tastings: `FROM social.tastings t JOIN social.people a ON a.id = t.user_id
    WHERE t.visibility = 'public' AND ${tastingVisibleTo('$1')}`,
  experiences: `FROM social.experiences e JOIN social.people a ON a.id = e.user_id WHERE ${experienceVisibleTo('$1')}`,
};
