import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-request';
import { refusedPhoto } from '@/lib/upload-failure';
import { PhotoProblemNotice } from './photo-problem-notice';

// Issue 21 §14: a photo error is one inline notice, announced, dismissible; the server's refusals of a
// photo (413, 415, 422) are photo errors in its own words, other failures are not.

it('announces the problem inline and can be dismissed', async () => {
  const onDismiss = jest.fn();
  render(
    <PhotoProblemNotice
      problem={{ title: 'File too large', text: 'Please upload an image smaller than 10MB.' }}
      onDismiss={onDismiss}
    />,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('File too large');
  expect(alert).toHaveTextContent('Please upload an image smaller than 10MB.');
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(onDismiss).toHaveBeenCalledTimes(1);
});

it.each([413, 415, 422])('a %i is the photo refused, in the server’s words', (status) => {
  expect(refusedPhoto(new ApiError('This image could not be read.', status))).toEqual({
    title: 'Photo not accepted',
    text: 'This image could not be read.',
  });
});

it.each([
  ['a server error', new ApiError('Internal error', 500)],
  ['a rate limit', new ApiError('Too many requests', 429)],
  ['a dropped connection', new TypeError('Failed to fetch')],
])('%s is no photo error', (_name, error) => {
  expect(refusedPhoto(error)).toBeNull();
});
