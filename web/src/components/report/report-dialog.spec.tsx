import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { installFakeApi, type FakeReply } from '@/testing/fake-api';
import { hookTestWrapper } from '@/testing/hook-wrapper';
import { ReportDialog } from './report-dialog';

// Spec social-and-discovery §2 "Report dialog", §5 (reason required, description at most 500), §8 'Failed to
// submit report' with the server's message, §9 reason and target labels, reviewed within 24 hours.

const POST_ID = '11111111-1111-4111-8111-111111111111';

/** The dialog as a caller holds it: open until it asks to close. */
function OpenReportDialog() {
  const [open, setOpen] = useState(true);
  return <ReportDialog target={{ type: 'experience', id: POST_ID }} open={open} onOpenChange={setOpen} />;
}

function renderDialog(reply: FakeReply = { status: 201, json: {} }) {
  const api = installFakeApi({ 'POST /api/reports': reply });
  const { wrapper } = hookTestWrapper();
  render(<OpenReportDialog />, { wrapper });
  const dialog = within(screen.getByRole('dialog', { name: 'Report Wine Experience' }));
  return { api, dialog, user: userEvent.setup() };
}

it('offers the four reasons of §9 as a labelled radio group, and a description with a counter', () => {
  const { dialog } = renderDialog();
  const reasons = within(dialog.getByRole('radiogroup', { name: 'Reason' }));
  expect(reasons.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
    'Harassment or hate',
    'Spam or scam',
    'Inappropriate content',
    'Other',
  ]);
  expect(dialog.getByLabelText('Details (optional)')).toHaveValue('');
  expect(dialog.getByText('0/500')).toBeInTheDocument();
});

it('asks for a reason before sending anything', async () => {
  const { api, dialog, user } = renderDialog();
  await user.click(dialog.getByRole('button', { name: 'Submit' }));
  expect(dialog.getByRole('alert')).toHaveTextContent('Please select a reason for reporting');
  expect(dialog.getByRole('radiogroup', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls).toHaveLength(0);
  await user.click(dialog.getByRole('radio', { name: 'Other' }));
  expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
});

it('counts the description as it is typed and stops it at 500 characters', async () => {
  const { dialog, user } = renderDialog();
  const description = dialog.getByLabelText('Details (optional)');
  await user.type(description, 'Corked');
  expect(dialog.getByText('6/500')).toBeInTheDocument();
  await user.clear(description);
  await user.click(description);
  await user.paste('x'.repeat(600));
  expect(description).toHaveValue('x'.repeat(500));
  expect(dialog.getByText('500/500')).toBeInTheDocument();
});

it('sends the report, thanks the reporter with the 24-hour promise and closes', async () => {
  const { api, dialog, user } = renderDialog();
  await user.click(dialog.getByRole('radio', { name: 'Spam or scam' }));
  await user.type(dialog.getByLabelText('Details (optional)'), '  Sells fake bottles  ');
  await user.click(dialog.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Report submitted')).toBeInTheDocument();
  expect(screen.getByText('Thank you. We review reports within 24 hours.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('POST', '/api/reports')[0]!.body).toEqual({
    targetType: 'experience',
    targetId: POST_ID,
    reason: 'spam',
    description: 'Sells fake bottles',
  });
});

it('leaves out a blank description', async () => {
  const { api, dialog, user } = renderDialog();
  await user.click(dialog.getByRole('radio', { name: 'Harassment or hate' }));
  await user.type(dialog.getByLabelText('Details (optional)'), '   ');
  await user.click(dialog.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(api.callsTo('POST', '/api/reports')).toHaveLength(1));
  expect(api.callsTo('POST', '/api/reports')[0]!.body).toEqual({
    targetType: 'experience',
    targetId: POST_ID,
    reason: 'harassment',
  });
});

it("says 'Failed to submit report' with the server's message, keeping the dialog open", async () => {
  const { dialog, user } = renderDialog({ status: 404, json: { error: 'This post is no longer available' } });
  await user.click(dialog.getByRole('radio', { name: 'Inappropriate content' }));
  await user.click(dialog.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Failed to submit report')).toBeInTheDocument();
  expect(screen.getByText('This post is no longer available')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Report Wine Experience' })).toBeInTheDocument();
  expect(dialog.getByRole('radio', { name: 'Inappropriate content' })).toBeChecked();
});
