import type { ExportStatus } from '@sorsi/proto';
import { act, screen, within } from '@testing-library/react';
import { installFakeApi, type FakeReply } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';

// Issue 20 "Download my data": the Settings section, and the same offer in the account deletion dialog.

const startedAt = '2026-05-01T10:00:00.000Z';
const id = '7d1c7a43-7d0c-4a42-9f0e-0a4b7a3b8f11';
const preparing = (progress: number): ExportStatus => ({ state: 'preparing', id, progress, startedAt });
const ready: ExportStatus = {
  state: 'ready',
  id,
  progress: 100,
  startedAt,
  readyAt: '2026-05-01T10:00:20.000Z',
  expiresAt: '2099-05-01T10:30:20.000Z',
  bytes: 2_400_000,
  counts: { tastings: 3, photos: 1 },
};

/** The status answers in turn (the last one repeats), as the server would while preparing. */
function exportApi(statuses: ExportStatus[], startReply: FakeReply = { status: 202, json: preparing(0) }) {
  let asked = 0;
  return installFakeApi({
    'GET /api/auth/user': { json: aUser() },
    'GET /api/account/export': () => ({ json: statuses[Math.min(asked++, statuses.length - 1)] }),
    'POST /api/account/export': startReply,
  });
}

const section = () => screen.getByRole('region', { name: 'Download my data' });

afterEach(() => jest.useRealTimers());

it('prepares the archive with a determinate progress bar, then offers the ZIP to download', async () => {
  jest.useFakeTimers();
  const api = exportApi([{ state: 'none' }, preparing(40), preparing(80), ready]);
  const { user } = renderApp('/profile', { fakeTimers: true });
  await user.click(
    await within(await screen.findByRole('region', { name: 'Download my data' })).findByRole('button', {
      name: 'Download my data',
    }),
  );
  expect(api.callsTo('POST', '/api/account/export')).toEqual([expect.objectContaining({ body: {} })]);

  const bar = await within(section()).findByRole('progressbar', { name: 'Preparing your data…' });
  expect(bar).toHaveAttribute('aria-valuenow', '0');
  await act(() => jest.advanceTimersByTimeAsync(500));
  expect(await within(section()).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  await act(() => jest.advanceTimersByTimeAsync(1000));

  const download = await within(section()).findByRole('link', { name: 'Download ZIP' });
  expect(download).toHaveAttribute('href', '/api/account/export/archive');
  expect(download).toHaveAttribute('download');
  expect(section()).toHaveTextContent('Your archive is ready (2.4 MB)');
  expect(within(section()).getByRole('status')).toHaveTextContent('Your data is ready to download.');
  expect(within(section()).queryByRole('progressbar')).not.toBeInTheDocument();
});

it('offers to try again after a failure, and says why', async () => {
  exportApi([{ state: 'failed', id, startedAt, message: 'Your data could not be prepared. Please try again.' }]);
  renderApp('/profile');
  expect(
    await within(await screen.findByRole('region', { name: 'Download my data' })).findByRole('alert'),
  ).toHaveTextContent('Your data could not be prepared. Please try again.');
  expect(within(section()).getByRole('button', { name: 'Download my data' })).toBeEnabled();
});

it('tells the person when an export is already under way, and shows that one', async () => {
  exportApi([{ state: 'none' }, preparing(55)], {
    status: 429,
    json: {
      error: 'Your data is already being prepared. Please wait until it is ready.',
      message: 'Too Many Requests',
    },
  });
  const { user } = renderApp('/profile');
  await user.click(
    await within(await screen.findByRole('region', { name: 'Download my data' })).findByRole('button', {
      name: 'Download my data',
    }),
  );
  expect(await screen.findByText('Could not prepare your data')).toBeInTheDocument();
  expect(await within(section()).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '55');
});

it('offers the download again in the account deletion dialog', async () => {
  exportApi([ready]);
  const { user } = renderApp('/profile');
  await user.click(await screen.findByRole('button', { name: 'Permanently Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account forever?' });
  const keepCopy = within(dialog).getByRole('region', { name: 'Keep a copy first' });
  expect(await within(keepCopy).findByRole('link', { name: 'Download ZIP' })).toHaveAttribute(
    'href',
    '/api/account/export/archive',
  );
});
