import { readAsDataUrl } from '@/lib/read-as-data-url';
import { imageFileProblem } from './image-file';

// Spec taste-and-account §5 "Image upload: must be an image type, else alert 'Please select an image
// file'. At most 5 MB, else alert 'Image is too large. Please select an image under 5MB.'"

const MB = 1024 * 1024;

it.each<[string, string, number, string | null]>([
  ['a JPEG', 'image/jpeg', 2 * MB, null],
  ['a HEIC photo from a phone', 'image/heic', 3 * MB, null],
  ['exactly 5 MB', 'image/png', 5 * MB, null],
  ['a PDF', 'application/pdf', 10_000, 'Please select an image file'],
  ['a file of unknown type', '', 10_000, 'Please select an image file'],
  ['one byte over 5 MB', 'image/webp', 5 * MB + 1, 'Image is too large. Please select an image under 5MB.'],
])('%s', (_case, type, size, problem) => {
  expect(imageFileProblem({ type, size })).toBe(problem);
});

it('reads a file as a data URL', async () => {
  await expect(readAsDataUrl(new Blob(['hi'], { type: 'image/png' }))).resolves.toBe('data:image/png;base64,aGk=');
});
