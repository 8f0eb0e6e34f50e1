import { randomUUID } from 'node:crypto';

/** Who put an image there: a person's upload, or an image the sommelier generated for them. */
export type MediaKind = 'upload' | 'generated';

/** The image formats the store keeps, by key extension (the gateway re-encodes uploads to one of them). */
const CONTENT_TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
} as const satisfies Record<string, string>;
export type MediaExtension = keyof typeof CONTENT_TYPES;

/**
 * Segments of letters, digits, '.', '_', '-', never starting with '.' (so no '..' and no hidden or
 * temporary files), joined by '/', never starting with '/': the same keys `/api/media/{key}` URLs carry
 * (proto's MediaUrlSchema), so every key is a safe relative path.
 */
const MEDIA_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** MediaUrlSchema allows 300 characters including the 11 of `/api/media/`. */
export const MEDIA_KEY_MAX_LENGTH = 289;
const OWNED_KEY = /^u\/([A-Za-z0-9_-][A-Za-z0-9._-]*)\/(upload|generated)\/[^/]+$/;

export class InvalidMediaKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid media key ${JSON.stringify(key.slice(0, MEDIA_KEY_MAX_LENGTH))}: ${reason}`);
    this.name = 'InvalidMediaKeyError';
  }
}

export function isMediaKey(key: string): boolean {
  return key.length <= MEDIA_KEY_MAX_LENGTH && MEDIA_KEY.test(key) && mediaContentTypeOf(key) !== null;
}

/** Throws InvalidMediaKeyError unless the key is well formed and ends in a known image extension. */
export function assertMediaKey(key: string): void {
  if (key.length > MEDIA_KEY_MAX_LENGTH) throw new InvalidMediaKeyError(key, 'too long');
  if (!MEDIA_KEY.test(key)) throw new InvalidMediaKeyError(key, "not a relative path of plain segments (no '..')");
  if (mediaContentTypeOf(key) === null) throw new InvalidMediaKeyError(key, 'unknown image extension');
}

/** The Content-Type a key's extension stands for, or null for an unknown extension. */
export function mediaContentTypeOf(key: string): string | null {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension as MediaExtension] : null;
}

/** The key extension of a content type (`image/webp` → `webp`), or null when the store does not keep it. */
export function mediaExtensionOf(contentType: string): MediaExtension | null {
  const entry = Object.entries(CONTENT_TYPES).find(([, type]) => type === contentType);
  return entry ? (entry[0] as MediaExtension) : null;
}

/**
 * A fresh key `u/{ownerId}/{kind}/{uuid}.{ext}`. The owner is part of the key, so whether someone may
 * read an image can be decided from the key (`mediaOwnerOf`), and an account's images share a prefix.
 */
export function newMediaKey(ownerId: string, kind: MediaKind, ext: MediaExtension): string {
  if (!SEGMENT.test(ownerId)) throw new InvalidMediaKeyError(ownerId, 'an owner id must be one plain segment');
  const key = `u/${ownerId}/${kind}/${randomUUID()}.${ext}`;
  assertMediaKey(key);
  return key;
}

/** The owner named by a key made by `newMediaKey`, or null for any other key. */
export function mediaOwnerOf(key: string): string | null {
  if (!isMediaKey(key)) return null;
  return OWNED_KEY.exec(key)?.[1] ?? null;
}

/** Throws unless `contentType` is the one the key's extension stands for (one key, one way to serve it). */
export function assertContentTypeOfKey(key: string, contentType: string): void {
  const expected = mediaContentTypeOf(key);
  if (contentType !== expected) {
    throw new InvalidMediaKeyError(key, `content type ${contentType} does not match its extension (${expected})`);
  }
}
