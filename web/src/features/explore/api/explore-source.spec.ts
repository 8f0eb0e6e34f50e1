import { exploreSource } from './explore-source';

// Spec social-and-discovery §4 "Search is metadata-only below 3 characters and also searches conversation
// content from 3 characters"; §7 "GET /api/wine-tastings/all skipConversation=true",
// "GET /api/wine-tastings/search search term (at least 3 chars)".

it.each<[string, 'my' | 'all', string, string, Record<string, unknown>]>([
  ['All, no search', 'all', '', '/api/wine-tastings/all', { skipConversation: 'true' }],
  ['All, blank search', 'all', '   ', '/api/wine-tastings/all', { skipConversation: 'true' }],
  [
    'All, 2 characters: the list, details only',
    'all',
    'zi',
    '/api/wine-tastings/all',
    { skipConversation: 'true', query: 'zi' },
  ],
  [
    'All, 3 characters: the search call',
    'all',
    'zin',
    '/api/wine-tastings/search',
    { skipConversation: 'true', query: 'zin' },
  ],
  ['All, trimmed before counting', 'all', ' zi ', '/api/wine-tastings/all', { skipConversation: 'true', query: 'zi' }],
  ['My, no search', 'my', '', '/api/wine-tastings', { skipConversation: 'true' }],
  [
    'My, any search (own private tastings too)',
    'my',
    'cherry',
    '/api/wine-tastings',
    { skipConversation: 'true', query: 'cherry' },
  ],
])('%s', (_case, scope, term, path, query) => {
  const source = exploreSource(scope, term);
  expect({ path: source.route.path, query: source.query }).toEqual({ path, query });
});
