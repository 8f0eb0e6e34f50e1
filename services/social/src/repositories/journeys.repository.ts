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
   * Public tastings and visible posts naming the wine (folded text contains it, or is near it), best match
   * first (the name starting with it, then containing it, then near), newest first among equals.
   */
  async searchWines(
    viewerId: string,
    folded: string,
    limit: number,
  ): Promise<{ hits: ItemRef[]; tastingCount: number; experienceCount: number }> {
    const params = [viewerId, folded, `%${escapeLike(folded)}%`, `${escapeLike(folded)}%`, limit];
    const rank = (column: string) => `CASE WHEN ${column} LIKE $4 THEN 0 WHEN ${column} LIKE $3 THEN 1 ELSE 2 END`;
    const matches = (column: string) => `(${column} LIKE $3 OR ${column} OPERATOR(public.%) $2::text)`;
    const tastings = `FROM social.tastings t JOIN social.people a ON a.id = t.user_id
      WHERE t.visibility = 'public' AND ${tastingVisibleTo('$1')} AND ${matches('t.wine_text')}`;
    const experiences = `FROM social.experiences e JOIN social.people a ON a.id = e.user_id
      WHERE ${experienceVisibleTo('$1')} AND ${matches('e.wine_text')}`;
    const [hits, [counts]] = await Promise.all([
      this.db.query(
        `SELECT type, id, created_key FROM (
           (SELECT 'tasting' AS type, t.id, t.created_at, t.created_at::text AS created_key,
              ${rank('t.wine_text')} AS rank, public.similarity(t.wine_text, $2::text) AS likeness ${tastings}
            ORDER BY rank, likeness DESC, t.created_at DESC LIMIT $5)
           UNION ALL
           (SELECT 'experience', e.id, e.created_at, e.created_at::text,
              ${rank('e.wine_text')}, public.similarity(e.wine_text, $2::text) ${experiences}
            ORDER BY 5, 6 DESC, e.created_at DESC LIMIT $5)
         ) hits
         ORDER BY rank, likeness DESC, created_at DESC LIMIT $5`,
        params,
      ) as Promise<ItemRef[]>,
      this.db.query(
        `SELECT (SELECT count(*)::int ${tastings}) AS tastings, (SELECT count(*)::int ${experiences}) AS experiences`,
        params.slice(0, 3),
      ) as Promise<{ tastings: number; experiences: number }[]>,
    ]);
    return { hits, tastingCount: counts!.tastings, experienceCount: counts!.experiences };
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
