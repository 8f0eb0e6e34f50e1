import { loggedUrl } from './request-logging';

// Issue 8 §12: search terms, codes and ids stay out of the logs.
it.each<[string, string]>([
  ['/api/wine-tastings/search?query=my%20secret%20cellar&limit=20', '/api/wine-tastings/search?query&limit'],
  ['/api/callback?code=abc123&state=xyz', '/api/callback?code&state'],
  ['/api/wine-tastings/0b5c1d2e-3f4a-4b6c-8d9e-0f1a2b3c4d5e', '/api/wine-tastings/:id'],
  [
    '/api/media/u/0B5C1D2E-3F4A-4B6C-8D9E-0F1A2B3C4D5E/upload/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.webp',
    '/api/media/u/:id/upload/:id.webp',
  ],
  ['/api/health', '/api/health'],
])('%s is logged as %s', (url, logged) => {
  expect(loggedUrl(url)).toBe(logged);
});
