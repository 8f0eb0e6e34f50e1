import { createHash } from 'node:crypto';

/** A strong entity tag for these bytes: the same bytes, the same tag, on every replica. */
export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
}

const ENTITY_TAG = /(?:W\/)?"[^"]*"/g;

/**
 * Whether an If-None-Match header names this entity tag, or any (`*`): RFC 9110 §13.1.2, with the weak
 * comparison it asks for (`W/"x"` matches `"x"`).
 */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string): string => tag.replace(/^W\//, '');
  return (header.match(ENTITY_TAG) ?? []).some((tag) => opaque(tag) === opaque(etag));
}
