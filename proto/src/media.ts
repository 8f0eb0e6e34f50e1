import { z } from 'zod';

// Media: images are never stored inline or sent through a queue; messages carry `/api/media/{key}`
// URLs, and the key grammar below is the one the gateway, the store and every service read.

/** The gateway serves stored media at `GET /api/media/{key}`; a saved message refers to its images this way. */
export const MEDIA_URL_PREFIX = '/api/media/';

/**
 * A message's image or generated image at rest: a media URL, never a data URL (the gateway stores
 * uploads in the media store first and passes only the URL on).
 */
export const MediaUrlSchema = z
  .string()
  .max(300)
  .refine((url) => mediaKeyOf(url) !== null, {
    error: `Images are saved as media URLs (${MEDIA_URL_PREFIX}{key}), not inline data`,
  });

/** The media store key of a media URL (`/api/media/ab/cd.webp` → `ab/cd.webp`), or null for anything else. */
export function mediaKeyOf(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return MEDIA_KEY.test(key) ? key : null;
}

/** A media store key as `/api/media/{key}` carries it (`u/{owner}/upload/{uuid}.webp`). */
export const MediaKeySchema = z
  .string()
  .max(300 - MEDIA_URL_PREFIX.length)
  .refine((key) => mediaKeyOf(MEDIA_URL_PREFIX + key) !== null, { error: 'Not a media key' });

/** RPC `tasting.mediaVisible` request: may anyone see this image, because a public tasting shows it? */
export const MediaVisibleRequestSchema = z.strictObject({ key: MediaKeySchema });
export type MediaVisibleRequest = z.infer<typeof MediaVisibleRequestSchema>;
export const MediaVisibleReplySchema = z.object({ visible: z.boolean() });

/**
 * Store keys: segments of letters, digits, '.', '_', '-', never starting with '.' (so no '..' and no
 * hidden or temporary files), joined by '/', never starting with '/': every key is a safe relative path.
 */
const MEDIA_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
/** MediaUrlSchema allows 300 characters including the 11 of `/api/media/`. */
export const MEDIA_KEY_MAX_LENGTH = 289;
/** Keys made for a person: `u/{owner}/{upload|generated}/{file}` (the kit's `newMediaKey`). */
const OWNED_KEY = /^u\/([A-Za-z0-9_-][A-Za-z0-9._-]*)\/(upload|generated)\/[^/]+$/;

/** The image formats the store keeps, by key extension (the gateway re-encodes uploads to one of them). */
export const MEDIA_CONTENT_TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
} as const satisfies Record<string, string>;
export type MediaExtension = keyof typeof MEDIA_CONTENT_TYPES;

/** The Content-Type a key's extension stands for, or null for an unknown extension. */
export function mediaContentTypeOf(key: string): string | null {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return Object.hasOwn(MEDIA_CONTENT_TYPES, extension) ? MEDIA_CONTENT_TYPES[extension as MediaExtension] : null;
}

/** A well-formed key with a known image extension. */
export function isMediaKey(key: string): boolean {
  return key.length <= MEDIA_KEY_MAX_LENGTH && MEDIA_KEY.test(key) && mediaContentTypeOf(key) !== null;
}

/** The owner named by a key made for a person, or null for any other key. */
export function mediaOwnerOf(key: string): string | null {
  if (!isMediaKey(key)) return null;
  return OWNED_KEY.exec(key)?.[1] ?? null;
}

/**
 * Whether a message's image URL is one of the person's own: the one check of the gateway (chat
 * photos), the AI service (photos it reads) and the tasting service (images it deletes).
 */
export function isOwnMediaUrl(url: string, userId: string): boolean {
  const key = mediaKeyOf(url);
  return key !== null && mediaOwnerOf(key) === userId;
}
