import { TASTE_IMAGE_MAX_BYTES } from '@sorsi/proto';
import type { PhotoRules } from '@/lib/prepare-photo';

// Spec taste-and-account §5 "Image upload" (the words, word for word) and §9 (5 MB in Taste). The 5 MB
// are of the photo as sent: scaled to 2048 px first, an ordinary 12 MP phone photo is well under them.

export const NOT_AN_IMAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE = 'Image is too large. Please select an image under 5MB.';

export const TASTE_PHOTO_RULES: PhotoRules = {
  maxBytes: TASTE_IMAGE_MAX_BYTES,
  notAnImage: { title: 'Invalid file type', text: NOT_AN_IMAGE },
  tooLarge: () => ({ title: 'File too large', text: IMAGE_TOO_LARGE }),
};
