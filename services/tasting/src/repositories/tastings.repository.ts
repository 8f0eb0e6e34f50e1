import { Injectable } from '@nestjs/common';
import { type Db, sql, storedJson } from '@sorsi/kit';
import {
  type Aroma,
  type PlaceDetails,
  type TastingMessage,
  TastingModerationStateSchema,
  type TastingNote,
  TastingStatusSchema,
  TastingVisibilitySchema,
  type WineType,
  WineTypeSchema,
} from '@sorsi/proto';
import { IsNull } from 'typeorm';
import { z } from 'zod';
import { TastingEntity } from '../entities/tasting.entity';
import { prefixQuery, searchWords, typoQuery } from './search-query';
import { othersMaySee, viewerMaySee } from './tasting-policy';

/** Whose tastings a list or search covers; every scope but the owner's own shows only what the viewer may see. */
export type TastingScope =
  /** All of the user's tastings, private ones included. */
  | { kind: 'owner'; userId: string }
  /** One other user's tastings the viewer may see. */
  | { kind: 'publicOf'; userId: string; viewerId: string }
  /** Every public tasting the viewer may see. */
  | { kind: 'public'; viewerId: string };

/** Where a newest-first page ends: created_at to the microsecond (as text, JavaScript dates keep only ms) and id. */
export interface RecentPosition {
  createdAt: string;
  id: string;
}

/** Where a best-match-first page ends: the rank (a MatchTier), then as in RecentPosition. */
export interface RankedPosition extends RecentPosition {
  rank: number;
}

/**
 * How a term is matched: `labels` matches word prefixes of title, producer, wine name and varietal;
 * `everything` adds typo-tolerant label matches and summary and conversation words (English stems).
 */
export type SearchMode = 'labels' | 'everything';

/**
 * The rank of a search result, best first: a term that names only aromas finds first the tastings whose
 * note names them all; then every word begins a word of the label fields; else every word begins a label
 * word or nearly matches one ('cabernt' ~ 'Cabernet'); else the words occur in the summary or conversation.
 */
export const MatchTier = { noteAromas: 4, labelWords: 3, labelTypo: 2, text: 1 } as const;

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
  /** The aromas the term names when it names nothing else (proto `aromaQueryOf`), else null. */
  aromas: Aroma[] | null;
  after?: RankedPosition;
}

/** The columns of a list row (LIST_COLUMNS), the conversation only when the list asked for it. */
const ListRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  wineType: WineTypeSchema,
  summary: z.string(),
  visibility: TastingVisibilitySchema,
  status: TastingStatusSchema,
  moderationState: TastingModerationStateSchema,
  checkedHash: z.string().nullable(),
  producer: z.string().nullable(),
  wineName: z.string().nullable(),
  varietal: z.string().nullable(),
  year: z.string().nullable(),
  rating: z.number().nullable(),
  placeEnjoyed: z.string().nullable(),
  placeDetails: storedJson.object<PlaceDetails>().nullable(),
  note: storedJson.object<TastingNote>().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  positionCreatedAt: z.string(),
  conversation: storedJson.array<TastingMessage>().optional(),
});
type RawListRow = z.output<typeof ListRowSchema>;
const RankedRowSchema = ListRowSchema.extend({ rank: z.number() });
const UrlRow = z.object({ url: z.string() });
const VisibleRow = z.object({ visible: z.boolean() });
const LockedRow = z.object({ locked: z.boolean() });
const NearMissRow = z.object({ position: z.number(), word: z.string() });

/** A list row: the tasting (conversation only when asked for) and its position for the next page's cursor. */
export type TastingListRow<P extends RecentPosition = RecentPosition> = Omit<RawListRow, 'positionCreatedAt'> & {
  position: P;
};

export type NewTasting = Omit<TastingEntity, 'createdAt' | 'updatedAt' | 'withdrawnAt'>;
export type TastingUpdate = Partial<Omit<TastingEntity, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>;

const LIST_COLUMNS = `
  t.id, t.user_id AS "userId", t.title, t.wine_type AS "wineType", t.summary, t.visibility, t.status,
  t.moderation_state AS "moderationState", t.checked_hash AS "checkedHash",
  t.producer, t.wine_name AS "wineName", t.varietal, t.year, t.rating, t.place_enjoyed AS "placeEnjoyed",
  t.place_details AS "placeDetails", t.note, t.created_at AS "createdAt", t.updated_at AS "updatedAt",
  to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "positionCreatedAt"`;

/** The media URLs (image, generatedImage) of the messages of the tastings `t` matched by a WHERE clause. */
const MEDIA_URLS_OF_MATCHED = `
  SELECT DISTINCT ref.url
  FROM tasting.tastings t
  CROSS JOIN LATERAL jsonb_array_elements(t.conversation) AS message(body)
  CROSS JOIN LATERAL (VALUES (message.body->>'image'), (message.body->>'generatedImage')) AS ref(url)
  WHERE ref.url IS NOT NULL`;

/**
 * A public tasting of the image's owner ($2) shows the image ($1) (an index probe of tastings_public_media_idx):
 * nobody else's tasting can make it public.
 */
export const PUBLIC_TASTING_SHOWS_URL = `t.visibility = 'public' AND tasting.media_urls(t.conversation) @> jsonb_build_array($1::text) AND t.user_id = $2::uuid`;

/** The clock when a row is written (see `updateOwned`). */
const WRITE_TIME = () => 'clock_timestamp()';

/** Shorter words are too short for trigram similarity to tell a typo from another word. */
const NEAR_MISS_MIN_WORD_LENGTH = 4;
const NEAR_MISSES_PER_WORD = 5;

/** Positional SQL parameters collected while a query is built. */
class SqlParameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Reads and writes `tasting.tastings`. Ownership is decided by the service; queries here take it as given. */
@Injectable()
export class TastingsRepository {
  async insert(db: Db, tasting: NewTasting): Promise<TastingEntity> {
    await db.insert(TastingEntity, tasting);
    return db.findOneByOrFail(TastingEntity, { id: tasting.id });
  }

  /** The tasting, when the viewer (null: someone signed out) may see it. */
  findVisible(db: Db, id: string, viewerId: string | null): Promise<TastingEntity | null> {
    return db
      .createQueryBuilder(TastingEntity, 't')
      .where('t.id = :id', { id })
      .andWhere(viewerMaySee('CAST(:viewerId AS uuid)'), { viewerId })
      .getOne();
  }

  /**
   * Applies the changes to the user's own tasting; null when they own no such tasting. `updated_at` is
   * the clock when the row is written (after its lock), not when the transaction began, so it orders
   * the saves of one tasting as they happened: the version consumers of `tasting.saved` go by.
   */
  async updateOwned(db: Db, id: string, userId: string, changes: TastingUpdate): Promise<TastingEntity | null> {
    const result = await db.update(TastingEntity, { id, userId }, { ...changes, updatedAt: WRITE_TIME });
    return result.affected === 1 ? db.findOneBy(TastingEntity, { id, userId }) : null;
  }

  /** Takes the owner's tasting out of public view for good; null when it is not theirs or already withdrawn. */
  async withdraw(db: Db, id: string, userId: string): Promise<TastingEntity | null> {
    const result = await db.update(
      TastingEntity,
      { id, userId, withdrawnAt: IsNull() },
      { visibility: 'private', withdrawnAt: () => 'now()', updatedAt: WRITE_TIME },
    );
    return result.affected === 1 ? db.findOneBy(TastingEntity, { id, userId }) : null;
  }

  findOwned(db: Db, id: string, userId: string): Promise<TastingEntity | null> {
    return db.findOneBy(TastingEntity, { id, userId });
  }

  /** Publishes a tasting the check held; null when there is none held under that id. */
  async publishHeld(db: Db, id: string): Promise<TastingEntity | null> {
    const result = await db.update(TastingEntity, { id, moderationState: 'held' }, { moderationState: 'published' });
    return result.affected === 1 ? db.findOneBy(TastingEntity, { id }) : null;
  }

  async existsOwned(db: Db, id: string, userId: string): Promise<boolean> {
    return db.existsBy(TastingEntity, { id, userId });
  }

  async deleteOwned(db: Db, id: string, userId: string): Promise<boolean> {
    const result = await db.delete(TastingEntity, { id, userId });
    return result.affected === 1;
  }

  /** How many tastings the user has (tastings_user_recent_idx). */
  countOfUser(db: Db, userId: string): Promise<number> {
    return db.countBy(TastingEntity, { userId });
  }

  async deleteAllOfUser(db: Db, userId: string): Promise<number> {
    const result = await db.delete(TastingEntity, { userId });
    return result.affected ?? 0;
  }

  /** Media URLs of one of the user's tastings that none of their other tastings refers to (safe to delete with it). */
  async mediaUrlsOnlyIn(db: Db, id: string, userId: string): Promise<string[]> {
    const rows = await sql.rows(
      db,
      UrlRow,
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

  /** The URLs among these that some tasting of the image's owner shows: one query for a whole page. */
  async mediaUrlsInUse(db: Db, images: ReadonlyArray<{ ownerId: string; url: string }>): Promise<string[]> {
    const rows = await sql.rows(
      db,
      UrlRow,
      `SELECT u.url FROM unnest($1::uuid[], $2::text[]) AS u(owner_id, url)
       WHERE EXISTS (SELECT 1 FROM tasting.tastings t
                     WHERE t.user_id = u.owner_id AND tasting.media_urls(t.conversation) @> jsonb_build_array(u.url))`,
      [images.map((image) => image.ownerId), images.map((image) => image.url)],
    );
    return rows.map((row) => row.url);
  }

  /** Takes a transaction-scoped advisory lock unless another transaction holds it; answers whether it did. */
  async trySweepLock(db: Db, lockId: number): Promise<boolean> {
    return (await sql.one(db, LockedRow, 'SELECT pg_try_advisory_xact_lock($1) AS locked', [lockId])).locked;
  }

  /** Whether a tasting of the owner's that the viewer (null: signed out) may see shows the media URL. */
  async isMediaUrlVisible(db: Db, url: string, ownerId: string, viewerId: string | null): Promise<boolean> {
    const row = await sql.one(
      db,
      VisibleRow,
      `SELECT EXISTS (SELECT 1 FROM tasting.tastings t WHERE ${PUBLIC_TASTING_SHOWS_URL} AND ${othersMaySee('$3::uuid')}) AS visible`,
      [url, ownerId, viewerId],
    );
    return row.visible;
  }

  /** Newest first, keyset-paged on (created_at, id): each page is one index range scan however deep it is. */
  async listRecent(db: Db, options: RecentPageOptions): Promise<TastingListRow[]> {
    const params = new SqlParameters();
    const conditions = this.filters(options, params);
    if (options.after) {
      conditions.push(
        `(t.created_at, t.id) < (${params.add(options.after.createdAt)}::timestamptz, ${params.add(options.after.id)}::uuid)`,
      );
    }
    const rows = await sql.rows(
      db,
      ListRowSchema,
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
   * Best match first: rows are ranked by match tier (`MatchTier`), newest first within a tier, and
   * keyset-paged on (tier, created_at, id). Each tier is its own newest-first query with the page's limit
   * (an index walk while matches are common, a GIN lookup when rare), so a page costs about the same
   * however many tastings match. A term without any word finds nothing.
   */
  async search(db: Db, options: SearchPageOptions): Promise<TastingListRow<RankedPosition>[]> {
    const words = searchWords(options.term);
    if (words.length === 0) return [];
    const params = new SqlParameters();
    const scope = this.filters(options, params);
    const { after } = options;
    const limit = params.add(options.limit);
    const keyset = after
      ? `(t.created_at, t.id) < (${params.add(after.createdAt)}::timestamptz, ${params.add(after.id)}::uuid)`
      : '';
    const tierQuery = (tier: number, matches: string[]) => {
      // Tiers above the cursor's were on earlier pages; the cursor's own tier continues after its position.
      if (after && tier > after.rank) return null;
      const conditions = [...scope, ...matches, ...(after && tier === after.rank ? [keyset] : [])];
      return `(SELECT ${this.columns(options)}, ${tier} AS rank
               FROM tasting.tastings t
               WHERE ${conditions.join(' AND ')}
               ORDER BY t.created_at DESC, t.id DESC
               LIMIT ${limit})`;
    };

    const labelWords = `t.label_vector @@ to_tsquery('tasting.wine_words', ${params.add(prefixQuery(words))})`;
    // Lower tiers leave out what a higher one found, so no tasting appears twice (a tasting without a
    // note has no aromas: IS NOT TRUE, for the NULL its condition gives).
    const noteAromas = options.aromas
      ? `tasting.note_aromas(t.note) @> ${params.add(JSON.stringify(options.aromas))}::jsonb`
      : null;
    const notFound = (...found: Array<string | null>) =>
      found
        .filter((condition): condition is string => condition !== null)
        .map((condition) => `(${condition}) IS NOT TRUE`);
    const tiers = [
      noteAromas ? tierQuery(MatchTier.noteAromas, [noteAromas]) : null,
      tierQuery(MatchTier.labelWords, [labelWords, ...notFound(noteAromas)]),
    ];
    if (options.mode === 'everything') {
      const nearMisses = await this.nearMissLabelWords(db, words);
      const labelTypo = nearMisses.some((misses) => misses.length > 0)
        ? `t.label_vector @@ to_tsquery('tasting.wine_words', ${params.add(typoQuery(words, nearMisses))})`
        : null;
      const text = `t.text_vector @@ websearch_to_tsquery('tasting.wine_english', ${params.add(options.term)})`;
      if (labelTypo) tiers.push(tierQuery(MatchTier.labelTypo, [labelTypo, ...notFound(noteAromas, labelWords)]));
      tiers.push(tierQuery(MatchTier.text, [text, ...notFound(noteAromas, labelWords, labelTypo)]));
    }
    const queries = tiers.filter((query): query is string => query !== null);
    if (queries.length === 0) return [];
    const rows = await sql.rows(
      db,
      RankedRowSchema,
      `SELECT * FROM (${queries.join(' UNION ALL ')}) found
       ORDER BY found.rank DESC, found."createdAt" DESC, found.id DESC
       LIMIT ${limit}`,
      params.values,
    );
    return rows.map(({ rank, ...row }) => {
      const { position, ...tasting } = toListRow(row);
      return { ...tasting, position: { ...position, rank } };
    });
  }

  /**
   * For each search word of 4 characters or more, up to 5 label words of the vocabulary that it nearly
   * matches (pg_trgm word similarity at its default threshold, 0.6: 'cabernt' → 'cabernet'), leaving out
   * the words it already begins (those match as prefixes anyway).
   */
  private async nearMissLabelWords(db: Db, words: readonly string[]): Promise<string[][]> {
    const rows = await sql.rows(
      db,
      NearMissRow,
      `SELECT searched.position::int AS position, near.word
       FROM unnest($1::text[]) WITH ORDINALITY AS searched(word, position)
       CROSS JOIN LATERAL (
         SELECT known.word
         FROM tasting.label_words known
         WHERE tasting.fold_text(searched.word) OPERATOR(public.<%) known.word
           AND NOT starts_with(known.word, tasting.fold_text(searched.word))
         ORDER BY public.word_similarity(tasting.fold_text(searched.word), known.word) DESC, known.word
         LIMIT ${NEAR_MISSES_PER_WORD}
       ) near
       WHERE char_length(searched.word) >= ${NEAR_MISS_MIN_WORD_LENGTH}`,
      [words],
    );
    const nearMisses = words.map((): string[] => []);
    for (const row of rows) nearMisses[row.position - 1]!.push(row.word);
    return nearMisses;
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
          ? [`t.user_id = ${params.add(scope.userId)}`, othersMaySee(`${params.add(scope.viewerId)}::uuid`)]
          : [`t.visibility = 'public'`, viewerMaySee(`${params.add(scope.viewerId)}::uuid`)];
    if (options.wineType) conditions.push(`t.wine_type = ${params.add(options.wineType)}`);
    return conditions;
  }
}

function toListRow({ positionCreatedAt, ...row }: RawListRow): TastingListRow {
  return { ...row, position: { createdAt: positionCreatedAt, id: row.id } };
}
