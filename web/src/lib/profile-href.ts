/** `/profile/{username}`, optionally `?from=search` (back then goes to Find Wine Lovers). */
export const profileHref = (username: string, from?: 'search'): string =>
  `/profile/${encodeURIComponent(username)}${from ? `?from=${from}` : ''}`;
