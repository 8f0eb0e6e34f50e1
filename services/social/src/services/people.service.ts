import { Inject, Injectable } from '@nestjs/common';
import { Transactions } from '@sorsi/kit';
import {
  AppError,
  displayNameOf,
  type JourneyItem,
  type ListRequest,
  USER_SEARCH_RESULTS_MAX,
  type UserListItem,
  type UserProfile,
  WINE_SEARCH_MIN_LENGTH,
  WINE_SEARCH_RESULTS_MAX,
  type WineSearchResult,
} from '@sorsi/proto';
import { JourneysRepository } from '../repositories/journeys.repository';
import { listItemOf, PeopleRepository, type PersonRecord } from '../repositories/people.repository';
import { decodeKeyset, nextCursor } from '../sql/keyset';

type Page<T> = { items: T[]; nextCursor: string | null };

export const personNotFound = () => new AppError('NOT_FOUND', 'User not found');

/**
 * Profiles, journeys, follower lists and search, as the viewer may see them: someone who blocked the
 * viewer (or is deactivated) does not exist for them; someone the viewer blocked shows, marked so, with
 * their journey hidden, so the viewer can unblock.
 */
@Injectable()
export class PeopleService {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(PeopleRepository) private readonly people: PeopleRepository,
    @Inject(JourneysRepository) private readonly journeys: JourneysRepository,
  ) {}

  async profile(viewerId: string, username: string): Promise<UserProfile> {
    const person = await this.known(viewerId, username);
    const counts = await this.people.contentCounts(this.transactions.db, viewerId, person.id);
    const names = { username: person.username, firstName: person.first_name, lastName: person.last_name };
    return {
      id: person.id,
      ...names,
      displayName: displayNameOf(names),
      avatarUrl: person.profile_image_url,
      bio: person.bio,
      tastingsCount: counts.tastings,
      experiencesCount: counts.experiences,
      followingCount: person.following_count,
      followersCount: person.followers_count,
      isFollowing: person.is_following,
      isBlocked: person.blocked_by_viewer,
      isSelf: person.id === viewerId,
    };
  }

  async journey(viewerId: string, username: string, request: ListRequest): Promise<Page<JourneyItem>> {
    const person = await this.known(viewerId, username);
    if (person.blocked_by_viewer) return { items: [], nextCursor: null };
    const { db } = this.transactions;
    const refs = await this.journeys.journeyPage(db, viewerId, person.id, decodeKeyset(request.cursor), request.limit);
    return { items: await this.journeys.items(db, refs), nextCursor: nextCursor(refs, request.limit) };
  }

  async follows(
    viewerId: string,
    username: string,
    side: 'followers' | 'following',
    request: ListRequest,
  ): Promise<Page<UserListItem>> {
    const person = await this.known(viewerId, username);
    if (person.blocked_by_viewer) return { items: [], nextCursor: null };
    const after = decodeKeyset(request.cursor);
    const rows = await this.people.follows(this.transactions.db, viewerId, person.id, side, after, request.limit);
    return { items: rows.map(listItemOf), nextCursor: nextCursor(rows, request.limit) };
  }

  /** By name or @username (a leading '@' is how people type usernames). */
  async searchUsers(viewerId: string, q: string): Promise<UserListItem[]> {
    const folded = await this.people.fold(this.transactions.db, q.replace(/^@/, '').trim());
    if (folded === '') return [];
    const found = await this.transactions.run((tx) =>
      this.people.search(tx, viewerId, folded, USER_SEARCH_RESULTS_MAX),
    );
    return found.map(listItemOf);
  }

  async searchWines(viewerId: string, q: string): Promise<WineSearchResult> {
    const folded = await this.people.fold(this.transactions.db, q.trim().replace(/\s+/g, ' '));
    if (folded.length < WINE_SEARCH_MIN_LENGTH) {
      throw new AppError('VALIDATION', `Type at least ${WINE_SEARCH_MIN_LENGTH} characters`);
    }
    const { hits, tastingCount, experienceCount } = await this.transactions.run((tx) =>
      this.journeys.searchWines(tx, viewerId, folded, WINE_SEARCH_RESULTS_MAX),
    );
    return {
      results: await this.journeys.items(this.transactions.db, hits),
      count: tastingCount + experienceCount,
      experienceCount,
      tastingCount,
    };
  }

  private async known(viewerId: string, username: string): Promise<PersonRecord> {
    const person = await this.people.byUsername(this.transactions.db, viewerId, username.replace(/^@/, ''));
    if (!person) throw personNotFound();
    return person;
  }
}
