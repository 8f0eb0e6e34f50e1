import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { percentSent, UploadProgress } from './upload-progress';

// Issue 21 §13: the one upload status: a determinate bar while the photo goes out, then the server's step.

it.each([
  [0, 0, 0],
  [0, 1000, 0],
  [999, 1000, 99],
  [1000, 1000, 100],
])('%i of %i bytes sent is %i %', (sent, total, percent) => {
  expect(percentSent({ sent, total })).toBe(percent);
});

it('shows the bytes sent as a determinate bar, with the upload as the current step', () => {
  render(
    <UploadProgress
      state={{ stage: 'uploading', sent: 420, total: 1000 }}
      readingText="Reading"
      onCancel={jest.fn()}
    />,
  );
  const status = screen.getByRole('status', { name: 'Upload progress' });
  expect(within(status).getByRole('progressbar', { name: 'Photo upload' })).toHaveAttribute('aria-valuenow', '42');
  expect(within(status).getByText('Uploading photo… 42 %').closest('li')).toHaveAttribute('aria-current', 'step');
});

it('once the photo is sent, shows the server reading it with a bar that has no value', () => {
  render(
    <UploadProgress
      state={{ stage: 'reading', sent: 1000, total: 1000 }}
      readingText="Reading the wine list and ranking its wines"
      onCancel={jest.fn()}
    />,
  );
  expect(screen.getByText('Photo uploaded')).toBeInTheDocument();
  expect(screen.getByText(/^Reading the wine list and ranking its wines/).closest('li')).toHaveAttribute(
    'aria-current',
    'step',
  );
  const bar = screen.getByRole('progressbar', { name: 'Reading the wine list and ranking its wines' });
  expect(bar).not.toHaveAttribute('aria-valuenow');
});

it('cancels', async () => {
  const onCancel = jest.fn();
  render(
    <UploadProgress state={{ stage: 'uploading', sent: 0, total: 0 }} readingText="Reading" onCancel={onCancel} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});
