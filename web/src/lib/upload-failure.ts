import { ApiError } from './api-request';
import type { PhotoProblem } from './prepare-photo';

// The gateway refuses a photo with its own words (docs/media-and-uploads.md): 413 too large, 415 not an
// image it takes, 422 unreadable or too many pixels. Those are photo errors, shown as such.

const REFUSED_PHOTO = new Set([413, 415, 422]);

/** The photo error of a failed upload, or null when the failure is not about the photo. */
export function refusedPhoto(error: unknown): PhotoProblem | null {
  if (!(error instanceof ApiError) || !REFUSED_PHOTO.has(error.status)) return null;
  return { title: 'Photo not accepted', text: error.message };
}
