import type { TastingMessage, WineType } from '@sorsi/proto';
import type { EntityManager } from 'typeorm';
import { TastingEntity } from '../entities/tasting.entity';
import { labelPrefixQuery } from './search-query';

/** Whose tastings a list or search covers. */
export type TastingScope =
  /** All of the user's tastings, private ones included. */
  | { kind: 'owner'; userId: string }
  /** One user's public tastings. */
  | { kind: 'publicOf'; userId: string }
  /** Every public tasting. */
  | { kind: 'public' };

/** Where a newest-first page ends: created_at to the microsecond (as text, JavaScript dates keep only ms) and id. */
export interface RecentPosition {
  createdAt: string;
  id: string;
}

/** Where a best-match-first page ends: the rank, then as in RecentPosition. */
export interface RankedPosition extends RecentPosition {
  rank: number;
}

/**
 * How a term is matched: `labels` matches word prefixes of title, producer, wine name and varietal;
 * `everything` adds summary and conversation words (English stems) and typo-tolerant label matches.
 */
export type SearchMode = 'labels' | 'everything';

interface PageOptions {
  scope: TastingScope;
  wineType?: WineType;
  withConversation: boolean;
  limit: number;
}

export interface RecentPageOptions extends PageOptions {
  after?: RecentPosition;
}

export interface SearchPageOptions extends PageOptions {
  term: string;
  mode: SearchMode;
  after?: RankedPosition;
}

/** A list row: the tasting (conversation only when asked for) and its position for the next page's cursor. */
export interface TastingListRow<P extends RecentPosition = RecentPosition> extends Omit<TastingEntity, 'conversation'> {
  conversation?: TastingMessage[];
  position: P;
}

export type NewTasting = Omit<TastingEntity, 'id' | 'createdAt' | 'updatedAt'>;
export type TastingUpdate = Partial<Omit<TastingEntity, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>;

const LIST_COLUMNS = `
  t.id, t.user_id AS "userId", t.title, t.wine_type AS "wineType", t.summary, t.visibility, t.status,
  t.producer, t.wine_name AS "wineName", t.varietal, t.year, t.rating, t.place_enjoyed AS "placeEnjoyed",
  t.place_details AS "placeDetails", t.created_at AS "createdAt", t.updated_at AS "updatedAt",
  to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "positionCreatedAt"`;

/** The media URLs (image, generatedImage) of the messages of the tastings `t` matched by a WHERE clause. */
const MEDIA_URLS_OF_MATCHED = `
  SELECT DISTINCT ref.url
  FROM tasting.tastings t
  CROSS JOIN LATERAL jsonb_array_elements(t.conversation) AS message(body)
  CROSS JOIN LATERAL (VALUES (message.body->>'image'), (message.body->>'generatedImage')) AS ref(url)
  WHERE ref.url IS NOT NULL`;

/** Positional SQL parameters collected while a query is built. */
class SqlParameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Reads and writes `tasting.tastings`. Ownership is decided by the service; queries here take it as given. */
export class TastingsRepository {
  constructor(private readonly manager: EntityManager) {}

  async ping(): Promise<void> {
    await this.manager.query('SELECT 1');
  }

  async insert(tasting: NewTasting): Promise<TastingEntity> {
    const result = await this.manager.insert(TastingEntity, tasting);
    const id = (result.identifiers[0] as { id: string }).id;
    return this.manager.findOneByOrFail(TastingEntity, { id });
  }

  findById(id: string): Promise<TastingEntity | null> {
    return this.manager.findOneBy(TastingEntity, { id });
  }

  /** Applies the changes to the user's own tasting (updated_at set by TypeORM); null when they own no such tasting. */
  async updateOwned(id: string, userId: string, changes: TastingUpdate): Promise<TastingEntity | null> {
    const result = await this.manager.update(TastingEntity, { id, userId }, changes);
    return result.affected === 1 ? this.manager.findOneBy(TastingEntity, { id, userId }) : null;
  }

  async existsOwned(id: string, userId: string): Promise<boolean> {
    return this.manager.existsBy(TastingEntity, { id, userId });
  }

  async deleteOwned(id: string, userId: string): Promise<boolean> {
    const result = await this.manager.delete(TastingEntity, { id, userId });
    return result.affected === 1;
  }

  async deleteAllOfUser(userId: string): Promise<number> {
    const result = await this.manager.delete(TastingEntity, { userId });
    return result.affected ?? 0;
  }

  /** Media URLs in all of the user's tastings. */
  async mediaUrlsOfUser(userId: string): Promise<string[]> {
    const rows: { url: string }[] = await this.manager.query(`${MEDIA_URLS_OF_MATCHED} AND t.user_id = $1`, [userId]);
    return rows.map((row) => row.url);
  }

  /** Media URLs of one of the user's tastings that none of their other tastings refers to (safe to delete with it). */
  async mediaUrlsOnlyIn(id: string, userId: string): Promise<string[]> {
    const rows: { url: string }[] = await this.manager.query(
      `${MEDIA_URLS_OF_MATCHED} AND t.id = $1 AND t.user_id = $2
         AND NOT EXISTS (
           SELECT 1 FROM tasting.tastings other
           WHERE other.user_id = $2 AND other.id <> $1
             AND (other.conversation @> jsonb_build_array(jsonb_build_object('image', ref.url))
               OR other.conversation @> jsonb_build_array(jsonb_build_object('generatedImage', ref.url))))`,
      [id, userId],
    );
    return rows.map((row) => row.url);
  }

  /** Newest first, keyset-paged on (created_at, id): each page is one index range scan however deep it is. */
  async listRecent(options: RecentPageOptions): Promise<TastingListRow[]> {
    const params = new SqlParameters();
    const conditions = this.filters(options, params);
    if (options.after) {
      conditions.push(
        `(t.created_at, t.id) < (${params.add(options.after.createdAt)}::timestamptz, ${params.add(options.after.id)}::uuid)`,
      );
    }
    const rows: RawListRow[] = await this.manager.query(
      `SELECT ${this.columns(options)}
       FROM tasting.tastings t
       WHERE ${conditions.join(' AND ')}
       ORDER BY t.created_at DESC, t.id DESC
       LIMIT ${params.add(options.limit)}`,
      params.values,
    );
    return rows.map(toListRow);
  }

  /**
   * Best match first, keyset-paged on (rank, created_at, id). Ranks come from ts_rank (label words weigh
   * most, conversation least) plus, in `everything` mode, the trigram word similarity of the label fields.
   * A term without any word finds nothing.
   */
  async search(options: SearchPageOptions): Promise<TastingListRow<RankedPosition>[]> {
    const prefixQuery = labelPrefixQuery(options.term);
    if (prefixQuery === null) return [];
    const params = new SqlParameters();
    const conditions = this.filters(options, params);
    const labelWords = `to_tsquery('tasting.wine_words', ${params.add(prefixQuery)})`;
    let match: string;
    let rank: string;
    if (options.mode === 'labels') {
      match = `t.search_vector @@ ${labelWords}`;
      rank = `ts_rank(t.search_vector, ${labelWords})`;
    } else {
      const term = params.add(options.term);
      const anyWords = `(${labelWords} || websearch_to_tsquery('tasting.wine_english', ${term}))`;
      const folded = `tasting.fold_text(${term})`;
      match = `(t.search_vector @@ ${anyWords} OR ${folded} OPERATOR(public.<%) t.label_text)`;
      rank = `ts_rank(t.search_vector, ${anyWords}) + public.word_similarity(${folded}, t.label_text)`;
    }
    conditions.push(match);
    const after = options.after
      ? `WHERE (found.rank, found."createdAt", found.id) < (${params.add(options.after.rank)}::float8, ${params.add(
          options.after.createdAt,
        )}::timestamptz, ${params.add(options.after.id)}::uuid)`
      : '';
    const rows: (RawListRow & { rank: number })[] = await this.manager.query(
      `SELECT * FROM (
         SELECT ${this.columns(options)}, (${rank})::float8 AS rank
         FROM tasting.tastings t
         WHERE ${conditions.join(' AND ')}
       ) found
       ${after}
       ORDER BY found.rank DESC, found."createdAt" DESC, found.id DESC
       LIMIT ${params.add(options.limit)}`,
      params.values,
    );
    return rows.map(({ rank, ...row }) => {
      const { position, ...tasting } = toListRow(row);
      return { ...tasting, position: { ...position, rank } };
    });
  }

  private columns(options: PageOptions): string {
    return options.withConversation ? `${LIST_COLUMNS}, t.conversation` : LIST_COLUMNS;
  }

  private filters(options: PageOptions, params: SqlParameters): string[] {
    const { scope } = options;
    const conditions =
      scope.kind === 'owner'
        ? [`t.user_id = ${params.add(scope.userId)}`]
        : scope.kind === 'publicOf'
          ? [`t.user_id = ${params.add(scope.userId)}`, `t.visibility = 'public'`]
          : [`t.visibility = 'public'`];
    if (options.wineType) conditions.push(`t.wine_type = ${params.add(options.wineType)}`);
    return conditions;
  }
}

interface RawListRow extends Omit<TastingListRow, 'position'> {
  positionCreatedAt: string;
}

function toListRow({ positionCreatedAt, ...row }: RawListRow): TastingListRow {
  return { ...row, position: { createdAt: positionCreatedAt, id: row.id } };
}
