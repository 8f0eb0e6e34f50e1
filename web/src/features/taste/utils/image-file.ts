import { TASTE_IMAGE_MAX_BYTES } from '@sorsi/proto';

// Spec taste-and-account §5 "Image upload" (alerts, word for word) and §9 (5 MB in Taste).

export const NOT_AN_IMAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE = 'Image is too large. Please select an image under 5MB.';

/** The alert a chosen file earns, or null when it may be attached. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size > TASTE_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return null;
}
