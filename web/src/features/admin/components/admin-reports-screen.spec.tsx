import type { Report } from '@sorsi/proto';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aUser } from '@/testing/users';

// Spec social-and-discovery §2 "Admin Reports", §4 report transitions, §5 notes omitted when empty, §6 admins
// only, §7 `/api/reports…`, §8 'Report Resolved' / 'Failed to resolve report', §9 labels and filters.

const ADMIN = aUser({ isAdmin: true });
const POST_ID = '11111111-1111-4111-8111-111111111111';

function aReport(overrides: Partial<Report> = {}): Report {
  return {
    id: 7,
    status: 'pending',
    targetType: 'experience',
    targetId: POST_ID,
    reason: 'spam',
    description: 'Sells fake bottles in every post',
    source: 'person',
    reporter: { username: 'ana', email: 'ana@example.com' },
    content: { text: 'Cheap Petrus, DM me', imageUrl: null, author: 'mara', experienceId: POST_ID },
    createdAt: '2026-11-24T14:05:00.000Z',
    resolvedAt: null,
    action: null,
    notes: null,
    resolvedBy: null,
    ...overrides,
  };
}
const PENDING = aReport();
const HELD = aReport({
  id: 8,
  targetType: 'comment',
  reason: 'inappropriate',
  description: null,
  source: 'moderation',
  reporter: { username: null, email: null },
});
const RESOLVED = aReport({
  id: 3,
  status: 'resolved',
  reporter: { username: null, email: 'bo@example.com' },
  resolvedAt: '2026-11-25T09:30:00.000Z',
  action: 'remove_content',
  notes: 'Counterfeit offer',
  resolvedBy: 'admin_ada',
});

function reportsApi(routes: FakeRoutes = {}, user = ADMIN) {
  return installFakeApi({
    'GET /api/auth/user': { json: user },
    'GET /api/reports': (call) => ({ json: call.url.includes('status=pending') ? [PENDING, HELD] : [RESOLVED] }),
    [`PATCH /api/reports/${PENDING.id}/resolve`]: { json: { ...PENDING, status: 'dismissed', action: 'dismiss' } },
    ...routes,
  });
}

const filter = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', { name });
const cardOf = (id: number) => screen.getByText(`#${id}`).closest('li')!;

beforeAll(() => import('@/app/routes/admin-reports'));

describe('the admin reports screen', () => {
  it('shows pending reports first, each card with its status, number, labels, reporter and time', async () => {
    const api = reportsApi();
    renderApp('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Reports' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Reports' });
    expect(filter('Pending')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.filter((call) => call.url.startsWith('/api/reports'))).toEqual([
      expect.objectContaining({ url: '/api/reports?status=pending' }),
    ]);
    const card = within(cardOf(PENDING.id));
    expect(card.getByText('Pending')).toBeInTheDocument();
    expect(card.getByText('Wine Experience')).toBeInTheDocument();
    expect(card.getByText('Spam or scam')).toBeInTheDocument();
    expect(card.getByText('Sells fake bottles in every post')).toHaveClass('line-clamp-2');
    expect(card.getByText('ana')).toBeInTheDocument();
    expect(card.getByText(/^Nov 24, 2026 \d{2}:05$/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Review report #7' })).toBeInTheDocument();
    // A post or comment the automatic check held has no reporter.
    const held = within(cardOf(HELD.id));
    expect(held.getByText('Comment')).toBeInTheDocument();
    expect(held.getByText('Inappropriate content')).toBeInTheDocument();
    expect(held.getByText('Automatic check')).toBeInTheDocument();
  });

  it('asks for each status by its filter, and for every report without one under All', async () => {
    const api = reportsApi();
    const { user } = renderApp('/admin/reports');
    await screen.findByRole('list', { name: 'Reports' });
    await user.click(filter('Resolved'));
    const decided = within(await waitFor(() => cardOf(RESOLVED.id)));
    // A decided report says when and how, with the notes and who decided; it cannot be reviewed again.
    expect(decided.getByText('Resolved', { selector: 'span' })).toBeInTheDocument();
    expect(decided.getByText('bo@example.com')).toBeInTheDocument();
    expect(decided.getByText(/^Nov 25, 2026 \d{2}:30$/)).toBeInTheDocument();
    expect(decided.getByText('Content removed')).toBeInTheDocument();
    expect(decided.getByText('Counterfeit offer')).toBeInTheDocument();
    expect(decided.getByText('admin_ada')).toBeInTheDocument();
    expect(decided.queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
    await user.click(filter('Dismissed'));
    await user.click(filter('All'));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url.startsWith('/api/reports')).map((call) => call.url)).toEqual([
        '/api/reports?status=pending',
        '/api/reports?status=resolved',
        '/api/reports?status=dismissed',
        '/api/reports',
      ]),
    );
  });

  it('says so when no report has the chosen status', async () => {
    reportsApi({ 'GET /api/reports': { json: [] } });
    renderApp('/admin/reports');
    expect(await screen.findByText('No reports found for the selected status.')).toBeInTheDocument();
  });

  it('loads older reports by cursor with Load more', async () => {
    const api = reportsApi({
      'GET /api/reports': (call) =>
        call.url.includes('cursor=') ? { json: [HELD] } : { json: [PENDING], headers: { 'X-Next-Cursor': 'page-2' } },
    });
    const { user } = renderApp('/admin/reports');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Review report/ })).toHaveLength(2));
    expect(api.calls.map((call) => call.url)).toContain('/api/reports?status=pending&cursor=page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows what was reported in the review, dismisses without notes, then refreshes and closes', async () => {
    const api = reportsApi();
    const { user } = renderApp('/admin/reports');
    await user.click(await screen.findByRole('button', { name: 'Review report #7' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review Report #7' }));
    expect(dialog.getByText('Content type').nextSibling).toHaveTextContent('Wine Experience');
    expect(dialog.getByText('Reporter').nextSibling).toHaveTextContent('ana');
    expect(dialog.getByText('Reason').nextSibling).toHaveTextContent('Spam or scam');
    expect(dialog.getByText('Description').nextSibling).toHaveTextContent('Sells fake bottles in every post');
    expect(dialog.getByText('Reported').nextSibling).toHaveTextContent(/^Nov 24, 2026 \d{2}:05$/);
    const content = within(dialog.getByRole('region', { name: 'Reported content' }));
    expect(content.getByText('Cheap Petrus, DM me')).toBeInTheDocument();
    expect(content.getByText('By @mara')).toBeInTheDocument();
    expect(content.getByRole('link', { name: 'Open the post' })).toHaveAttribute(
      'href',
      `/experiences?experienceId=${POST_ID}`,
    );
    expect(dialog.getByLabelText('Action Notes (optional)')).toHaveValue('');
    await user.type(dialog.getByLabelText('Action Notes (optional)'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Dismiss Report' }));
    expect(await screen.findByText('Report Resolved')).toBeInTheDocument();
    expect(screen.getByText('The report has been processed successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', `/api/reports/${PENDING.id}/resolve`)[0]!.body).toEqual({ action: 'dismiss' });
    await waitFor(() => expect(api.callsTo('GET', '/api/reports?status=pending')).toHaveLength(2));
  });

  it('removes the content with the notes, which clear for the next review', async () => {
    const api = reportsApi();
    const { user } = renderApp('/admin/reports');
    await user.click(await screen.findByRole('button', { name: 'Review report #7' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Review Report #7' }));
    await user.type(dialog.getByLabelText('Action Notes (optional)'), ' Counterfeit offer ');
    await user.click(dialog.getByRole('button', { name: 'Remove Content' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', `/api/reports/${PENDING.id}/resolve`)[0]!.body).toEqual({
      action: 'remove_content',
      notes: 'Counterfeit offer',
    });
    await user.click(await screen.findByRole('button', { name: 'Review report #7' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Review Report #7' }));
    expect(dialog.getByLabelText('Action Notes (optional)')).toHaveValue('');
  });

  it("shows the server's message when resolving fails, and stays open", async () => {
    reportsApi({
      [`PATCH /api/reports/${PENDING.id}/resolve`]: {
        status: 409,
        json: { error: 'This report was already reviewed' },
      },
    });
    const { user } = renderApp('/admin/reports');
    await user.click(await screen.findByRole('button', { name: 'Review report #7' }));
    await user.click(await screen.findByRole('button', { name: 'Dismiss Report' }));
    expect(await screen.findByText('This report was already reviewed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Review Report #7' })).toBeInTheDocument();
  });

  it("says 'Failed to resolve report' when the server never answered", async () => {
    reportsApi({
      [`PATCH /api/reports/${PENDING.id}/resolve`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderApp('/admin/reports');
    await user.click(await screen.findByRole('button', { name: 'Review report #7' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Content' }));
    // A dropped connection is tried twice more (1 s, then 2 s) before it counts as a failure.
    expect(await screen.findByText('Failed to resolve report')).toBeInTheDocument();
  }, 15_000);

  it('turns away a non-admin without asking for reports', async () => {
    const api = reportsApi({}, aUser());
    renderApp('/admin/reports');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied. This page is restricted to administrators.',
    );
    expect(api.calls.filter((call) => call.url.startsWith('/api/reports'))).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/experiences');
  });

  it('turns away someone the server refuses (403)', async () => {
    reportsApi({
      'GET /api/reports': { status: 403, json: { error: 'Access denied. This page is restricted to administrators.' } },
    });
    renderApp('/admin/reports');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied. This page is restricted to administrators.',
    );
    expect(screen.queryByRole('group', { name: 'Filter by status' })).not.toBeInTheDocument();
  });
});
