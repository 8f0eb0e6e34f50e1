import { CONVERSATION_SEARCH_MIN_LENGTH, Routes, type TastingListQuery } from '@sorsi/proto';

// Spec social-and-discovery §2 "Explore /browse", §4 "Browse", §7 calls: which call lists the cards.

export type ExploreScope = 'my' | 'all';

type TastingListRoute = typeof Routes.tastings.list | typeof Routes.tastings.listAll | typeof Routes.tastings.search;

export interface ExploreSource {
  route: TastingListRoute;
  query: TastingListQuery;
}

/**
 * My Tastings: `GET /api/wine-tastings` (own tastings, private ones too) with the term as `query`.
 * All Tastings: `GET /api/wine-tastings/all`; with a term of at least 3 characters the search call
 * `GET /api/wine-tastings/search`, which also reads conversations (below 3, the list's `query` matches
 * the wine's details only). The server applies the same 3-character rule to My Tastings' `query`.
 */
export function exploreSource(scope: ExploreScope, term: string): ExploreSource {
  const text = term.trim();
  const query: TastingListQuery = text ? { skipConversation: 'true', query: text } : { skipConversation: 'true' };
  if (scope === 'my') return { route: Routes.tastings.list, query };
  if (text.length >= CONVERSATION_SEARCH_MIN_LENGTH) return { route: Routes.tastings.search, query };
  return { route: Routes.tastings.listAll, query };
}
