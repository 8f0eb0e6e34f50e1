import { preparePhoto } from '@/lib/prepare-photo';
import { readAsDataUrl } from '@/lib/read-as-data-url';
import { TASTE_PHOTO_RULES } from './image-file';

// Spec taste-and-account §5 "Image upload: must be an image type, else 'Please select an image file'. At
// most 5 MB, else 'Image is too large. Please select an image under 5MB.'" jsdom cannot decode images, so
// the photo is measured as chosen here; Chromium scales it first (web/e2e/uploads.e2e-spec.ts).

const MB = 1024 * 1024;
const file = (type: string, size: number) => new File([new Uint8Array(size)], 'label', { type });

it.each<[string, string, number, string | null]>([
  ['a JPEG', 'image/jpeg', 2 * MB, null],
  ['a HEIC photo from a phone', 'image/heic', 3 * MB, null],
  ['exactly 5 MB', 'image/png', 5 * MB, null],
  ['a PDF', 'application/pdf', 10_000, 'Please select an image file'],
  ['a file of unknown type', '', 10_000, 'Please select an image file'],
  ['one byte over 5 MB', 'image/webp', 5 * MB + 1, 'Image is too large. Please select an image under 5MB.'],
])('%s', async (_case, type, size, problem) => {
  const choice = await preparePhoto(file(type, size), TASTE_PHOTO_RULES);
  expect(choice.problem?.text ?? null).toBe(problem);
  if (!problem) expect(choice.problem ?? choice.photo.bytes).toBe(size);
});

it('reads a file as a data URL', async () => {
  await expect(readAsDataUrl(new Blob(['hi'], { type: 'image/png' }))).resolves.toBe('data:image/png;base64,aGk=');
});
