import {
  isMediaKey,
  MEDIA_KEY_MAX_LENGTH,
  mediaContentTypeOf,
  MEDIA_CONTENT_TYPES,
  type MediaExtension,
} from '@sorsi/proto';
import { randomUUID } from 'node:crypto';

// The key grammar (what a key is, whose it is, its content type) is proto's, shared with the browser;
// here is what only a server does with keys: mint them and refuse bad ones before touching storage.

/** Who put an image there: a person's upload, or an image the sommelier generated for them. */
export type MediaKind = 'upload' | 'generated';

/** One plain key segment: an owner id must be one, so it cannot reach into another folder. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export class InvalidMediaKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid media key ${JSON.stringify(key.slice(0, MEDIA_KEY_MAX_LENGTH))}: ${reason}`);
    this.name = 'InvalidMediaKeyError';
  }
}

/** Throws InvalidMediaKeyError unless the key is well formed and ends in a known image extension. */
export function assertMediaKey(key: string): void {
  if (key.length > MEDIA_KEY_MAX_LENGTH) throw new InvalidMediaKeyError(key, 'too long');
  if (mediaContentTypeOf(key) === null) throw new InvalidMediaKeyError(key, 'unknown image extension');
  if (!isMediaKey(key)) throw new InvalidMediaKeyError(key, "not a relative path of plain segments (no '..')");
}

/** The key extension of a content type (`image/webp` → `webp`), or null when the store does not keep it. */
export function mediaExtensionOf(contentType: string): MediaExtension | null {
  const entry = Object.entries(MEDIA_CONTENT_TYPES).find(([, type]) => type === contentType);
  return entry ? (entry[0] as MediaExtension) : null;
}

/** `u/{ownerId}/`: the folder of every key of one owner. */
export function ownerPrefixOf(ownerId: string): string {
  if (!SEGMENT.test(ownerId)) throw new InvalidMediaKeyError(ownerId, 'an owner id must be one plain segment');
  return `u/${ownerId}/`;
}

/**
 * A fresh key `u/{ownerId}/{kind}/{uuid}.{ext}`. The owner is part of the key, so whether someone may
 * read an image can be decided from the key (proto's `mediaOwnerOf`), and an account's images share a prefix.
 */
export function newMediaKey(ownerId: string, kind: MediaKind, ext: MediaExtension): string {
  const key = `${ownerPrefixOf(ownerId)}${kind}/${randomUUID()}.${ext}`;
  assertMediaKey(key);
  return key;
}

/** Throws unless `contentType` is the one the key's extension stands for (one key, one way to serve it). */
export function assertContentTypeOfKey(key: string, contentType: string): void {
  const expected = mediaContentTypeOf(key);
  if (contentType !== expected) {
    throw new InvalidMediaKeyError(key, `content type ${contentType} does not match its extension (${expected})`);
  }
}
