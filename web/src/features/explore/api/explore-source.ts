import { CONVERSATION_SEARCH_MIN_LENGTH } from '@sorsi/proto';

// Spec social-and-discovery §2 "Explore /browse", §4 "Browse", §7 calls: which call lists the cards.

export type ExploreScope = 'my' | 'all';

export interface ExploreSource {
  path: string;
  payload: { skipConversation: true; query?: string };
}

/**
 * My Tastings: `GET /api/wine-tastings` (own tastings, private ones too) with the term as `query`.
 * All Tastings: `GET /api/wine-tastings/all`; with a term of at least 3 characters the search call
 * `GET /api/wine-tastings/search`, which also reads conversations (below 3, the list's `query` matches
 * the wine's details only). The server applies the same 3-character rule to My Tastings' `query`.
 */
export function exploreSource(scope: ExploreScope, term: string): ExploreSource {
  const query = term.trim();
  const payload: ExploreSource['payload'] = query ? { skipConversation: true, query } : { skipConversation: true };
  if (scope === 'my') return { path: '/api/wine-tastings', payload };
  if (query.length >= CONVERSATION_SEARCH_MIN_LENGTH) return { path: '/api/wine-tastings/search', payload };
  return { path: '/api/wine-tastings/all', payload };
}
