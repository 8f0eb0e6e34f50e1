import { CreateTastingBodySchema } from '@sorsi/proto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeReply, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aTasting, aWineLabel, deferred } from '@/testing/tastings';
import { aUser } from '@/testing/users';
import SaveTastingDialog from './save-tasting-dialog';

// Spec taste-and-account §2 "Save dialog", §3 saved payload, §4 "Save Tasting button" and "Save dialog",
// §5 "Save form", "Generated title", "Saving a tasting", §8 toasts, §9 limits and summary.

const GREETING = 'Welcome to Sorsi! What wine are we tasting today?';
const REPLY = 'A Barolo! Expect roses, tar and cherries, with firm tannins.';
const EXTRACTED = {
  producer: 'Giacomo Conterno',
  wineName: 'Cascina Francia',
  varietal: 'Nebbiolo',
  year: '2016',
  wineType: 'red',
};

function tasteApi(routes: FakeRoutes = {}) {
  return installFakeApi({
    'GET /api/auth/user': { json: aUser() },
    'GET /api/wine-tastings': { json: [] },
    'POST /api/taste': { json: { role: 'assistant', content: REPLY } },
    'POST /api/taste/extract-data': { json: EXTRACTED },
    // The saved tasting as the server stores it (blank fields as null, an odd vintage as none).
    'POST /api/wine-tastings': (call) => ({ status: 201, json: aTasting(CreateTastingBodySchema.parse(call.body)) }),
    ...routes,
  });
}

async function chatOnce(text = 'A Barolo from 2016', options?: { fakeTimers: boolean }) {
  const app = renderApp('/taste', options);
  await screen.findByText(GREETING);
  await app.user.type(screen.getByRole('textbox', { name: 'Message Sorsi' }), `${text}{Enter}`);
  await screen.findByText(REPLY);
  return app;
}

const saveButton = () => screen.getByRole('button', { name: /^(Save Tasting|Analyzing\.\.\.)$/ });

/** Opens the dialog and waits for the title to take focus (typing elsewhere before would be moved there). */
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(saveButton());
  const form = within(await screen.findByRole('dialog', { name: 'Start New Tasting' }));
  await waitFor(() => expect(form.getByLabelText('Title')).toHaveFocus());
  return form;
}

beforeAll(() => Promise.all([import('@/app/routes/taste'), import('./save-tasting-dialog')]));
afterEach(() => jest.useRealTimers());

describe('the Save Tasting button', () => {
  it('is enabled only once there is an exchange and nothing loads', async () => {
    const reply = deferred<FakeReply>();
    tasteApi({ 'POST /api/taste': () => reply.promise });
    const { user } = renderApp('/taste');
    await screen.findByText(GREETING);
    expect(saveButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message Sorsi' }), 'A Barolo{Enter}');
    expect(saveButton()).toBeDisabled(); // a reply is loading
    await act(async () => reply.resolve({ json: { role: 'assistant', content: REPLY } }));
    await screen.findByText(REPLY);
    expect(saveButton()).toBeEnabled();
  });

  it("reads 'Analyzing...' while the wine data is extracted from the whole conversation", async () => {
    const extraction = deferred<FakeReply>();
    const api = tasteApi({ 'POST /api/taste/extract-data': () => extraction.promise });
    const { user } = await chatOnce();
    await user.click(saveButton());
    expect(saveButton()).toHaveTextContent('Analyzing...');
    expect(saveButton()).toBeDisabled();
    expect(api.callsTo('POST', '/api/taste/extract-data')).toEqual([
      expect.objectContaining({
        body: {
          messages: [
            { role: 'assistant', content: GREETING },
            { role: 'user', content: 'A Barolo from 2016' },
            { role: 'assistant', content: REPLY },
          ],
        },
      }),
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => extraction.resolve({ json: EXTRACTED }));
    expect(await screen.findByRole('dialog', { name: 'Start New Tasting' })).toBeInTheDocument();
  });
});

describe('the save dialog', () => {
  it('opens prefilled from extraction, title blank, public, and focuses the title after 100 ms', async () => {
    tasteApi();
    const { user } = await chatOnce();
    const form = await openDialog(user);
    expect(form.getByLabelText('Title')).toHaveValue('');
    expect(form.getByLabelText('Producer')).toHaveValue('Giacomo Conterno');
    expect(form.getByLabelText('Wine name')).toHaveValue('Cascina Francia');
    expect(form.getByLabelText('Varietal')).toHaveValue('Nebbiolo');
    expect(form.getByLabelText('Vintage')).toHaveValue('2016');
    expect(form.getByRole('switch', { name: 'Public tasting' })).toBeChecked();
    expect(form.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save & New' })).toBeInTheDocument();
    expect(form.getByLabelText('Title')).toHaveAccessibleDescription(
      'Leave blank to use “2016 Giacomo Conterno Nebbiolo”',
    );
    await waitFor(() => expect(form.getByLabelText('Title')).toHaveFocus());
  });

  it('saves the spec payload: generated title, label fields, public, derived type, summary, conversation, active', async () => {
    const saved = deferred<FakeReply>();
    const api = tasteApi({ 'POST /api/wine-tastings': () => saved.promise });
    const { user } = await chatOnce();
    const form = await openDialog(user);
    await user.click(form.getByRole('button', { name: 'Save & New' }));
    expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/wine-tastings')).toEqual([
      expect.objectContaining({
        body: {
          title: '2016 Giacomo Conterno Nebbiolo',
          varietal: 'Nebbiolo',
          producer: 'Giacomo Conterno',
          year: '2016',
          wineName: 'Cascina Francia',
          visibility: 'public',
          wineType: 'red',
          summary: 'A Barolo from 2016...',
          conversation: [
            { role: 'assistant', content: GREETING },
            { role: 'user', content: 'A Barolo from 2016' },
            { role: 'assistant', content: REPLY },
          ],
          status: 'active',
          userId: aUser().id,
        },
      }),
    ]);
    const historyLoads = api.callsTo('GET', '/api/wine-tastings?skipConversation=true').length;
    await act(async () => saved.resolve({ status: 201, json: aTasting({ title: '2016 Giacomo Conterno Nebbiolo' }) }));

    // 'Save & New': the dialog closes, the chat starts over, the history shows the new tasting.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Wine tasting saved')).toBeInTheDocument();
    expect(screen.queryByText(REPLY)).not.toBeInTheDocument();
    expect(screen.getByText(GREETING)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/wine-tastings?skipConversation=true').length).toBe(historyLoads + 1);
  });

  it('saves what the person typed: title, private, a vintage that only earns the hint; type from the words', async () => {
    const api = tasteApi({ 'POST /api/taste/extract-data': { json: { ...EXTRACTED, wineType: null } } });
    const { user } = await chatOnce('An oaky Chardonnay');
    const form = await openDialog(user);
    await user.type(form.getByLabelText('Title'), 'Sunday white');
    await user.clear(form.getByLabelText('Vintage'));
    await user.type(form.getByLabelText('Vintage'), '15');
    expect(form.getByText('Use YYYY or NV')).toBeInTheDocument();
    await user.click(form.getByRole('switch', { name: 'Public tasting' }));
    await user.click(form.getByRole('button', { name: 'Save & New' }));
    await screen.findByText('Wine tasting saved');
    expect(api.callsTo('POST', '/api/wine-tastings')[0]!.body).toMatchObject({
      title: 'Sunday white',
      year: '15',
      visibility: 'private',
      wineType: 'white',
    });
  });

  it('offers the wine type, prefilled from the words of the conversation, and saves the one chosen', async () => {
    const api = tasteApi({ 'POST /api/taste/extract-data': { json: { ...EXTRACTED, wineType: null } } });
    const { user } = await chatOnce('A chilled Provence rosé');
    const form = await openDialog(user);
    const type = form.getByRole('combobox', { name: 'Wine type' });
    expect(type).toHaveDisplayValue('Rosé');
    expect([...(type as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Red',
      'White',
      'Rosé',
      'Sparkling',
      'Dessert',
      'Fortified',
      'Other',
    ]);
    await user.selectOptions(type, 'Sparkling');
    await user.click(form.getByRole('button', { name: 'Save & New' }));
    await screen.findByText('Wine tasting saved');
    expect(api.callsTo('POST', '/api/wine-tastings')[0]!.body).toMatchObject({ wineType: 'sparkling' });
  });

  it('prefills the type the label or extraction read when the words name none', async () => {
    tasteApi({ 'POST /api/taste/extract-data': { json: { ...EXTRACTED, wineType: 'fortified' } } });
    const { user } = await chatOnce('A bottle from my uncle');
    const form = await openDialog(user);
    expect(form.getByRole('combobox', { name: 'Wine type' })).toHaveDisplayValue('Fortified');
  });

  it.each<[string, string]>([
    ['15', 'Use YYYY or NV Saved without a vintage: years run from 1950 to 2039, or NV.'],
    ['1900', 'Saved without a vintage: years run from 1950 to 2039, or NV.'],
    ['NV', ''],
    ['nv', ''],
    ['2016', ''],
  ])("for the vintage '%s' shows the amber lines: %p", async (vintage, hint) => {
    tasteApi();
    const { user } = await chatOnce();
    const form = await openDialog(user);
    await user.clear(form.getByLabelText('Vintage'));
    await user.type(form.getByLabelText('Vintage'), vintage);
    if (hint) expect(form.getByLabelText('Vintage')).toHaveAccessibleDescription(hint);
    else expect(form.getByLabelText('Vintage')).not.toHaveAccessibleDescription(/Use YYYY|without a vintage/);
  });

  it.each<[string, number]>([
    ['Title', 60],
    ['Producer', 60],
    ['Wine name', 60],
    ['Varietal', 60],
    ['Vintage', 10],
  ])('refuses a %s over %d characters with the generic message, sending nothing', async (label, max) => {
    const api = tasteApi();
    const { user } = await chatOnce();
    const form = await openDialog(user);
    await user.clear(form.getByLabelText(label));
    await user.paste('x'.repeat(max + 1));
    await user.click(form.getByRole('button', { name: 'Save & New' }));
    const message = `String must contain at most ${max} character(s)`;
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/wine-tastings')).toHaveLength(0);
  });

  it('resets when closed: Discard, then reopening shows a blank title again', async () => {
    tasteApi();
    const { user } = await chatOnce();
    let form = await openDialog(user);
    await user.type(form.getByLabelText('Title'), 'Draft title');
    await user.clear(form.getByLabelText('Producer'));
    await user.click(form.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(REPLY)).toBeInTheDocument(); // the conversation stays
    form = await openDialog(user);
    expect(form.getByLabelText('Title')).toHaveValue('');
    expect(form.getByLabelText('Producer')).toHaveValue('Giacomo Conterno');
  });

  it.each<[string, FakeReply, string, string | null]>([
    [
      'fails',
      { status: 500, json: { error: 'Database unavailable' } },
      'Error saving tasting',
      'There was a problem saving your wine tasting.',
    ],
    [
      'is refused for a signed-out person',
      { status: 401, json: { error: 'Unauthorized' } },
      'You must be logged in to save a wine tasting',
      null,
    ],
  ])('keeps the dialog open and says so when the save %s', async (_case, reply, title, description) => {
    jest.useFakeTimers();
    tasteApi({ 'POST /api/wine-tastings': reply });
    const { user } = await chatOnce('A Barolo from 2016', { fakeTimers: true });
    const form = await openDialog(user);
    await user.click(form.getByRole('button', { name: 'Save & New' }));
    await act(() => jest.advanceTimersByTimeAsync(3000)); // a 500 is retried twice
    expect(await screen.findByText(title)).toBeInTheDocument();
    if (description) expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Start New Tasting' })).toBeInTheDocument();
    expect(await form.findByRole('button', { name: 'Save & New' })).toBeEnabled();
  });
});

describe('with a label read and extraction failing', () => {
  async function labelThenSave() {
    const api = tasteApi({
      'POST /api/taste': { json: { role: 'assistant', content: REPLY, wineLabel: aWineLabel() } },
      'POST /api/taste/extract-data': { status: 502, json: { error: 'The AI service did not answer' } },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const app = await chatOnce('What is this?');
    const form = await openDialog(app.user);
    return { ...app, api, form, warn };
  }

  it('opens with the draft: the label fields, extraction failure only logged', async () => {
    const { form, warn, api } = await labelThenSave();
    expect(form.getByLabelText('Producer')).toHaveValue('Château Margaux');
    expect(form.getByLabelText('Wine name')).toHaveValue('Pavillon Rouge');
    expect(form.getByLabelText('Varietal')).toHaveValue('Cabernet Sauvignon');
    expect(form.getByLabelText('Vintage')).toHaveValue('2015');
    expect(warn).toHaveBeenCalled();
    expect(api.callsTo('POST', '/api/taste/extract-data')).toHaveLength(1); // no retry: the draft is there
    expect(screen.queryByText('Communication Error')).not.toBeInTheDocument();
  });

  it("marks the fields the reader was unsure of with 'Please check', until the person changes them", async () => {
    const { form, user } = await labelThenSave();
    // aWineLabel: wine name read with 41% confidence, the rest with 88% and more.
    // (jsdom puts a space between the two spans; a browser reads 'Please check: the label reader…')
    expect(form.getByLabelText('Wine name')).toHaveAccessibleDescription(
      /^Please check ?: the label reader is only 41% sure of this wine name\.$/,
    );
    expect(form.getAllByText('Please check')).toHaveLength(1);
    expect(form.getByLabelText('Producer')).toHaveAccessibleDescription(/^From label ?, 93% sure\.$/);
    expect(form.getByText(/may be misread/)).toBeInTheDocument();
    await user.clear(form.getByLabelText('Wine name'));
    await user.type(form.getByLabelText('Wine name'), 'Pavillon Rouge du Château Margaux');
    expect(form.queryByText('Please check')).not.toBeInTheDocument();
  });

  it("names a blank title from the label's producer, grape and year", async () => {
    const { form, user, api } = await labelThenSave();
    await user.click(form.getByRole('button', { name: 'Save & New' }));
    await screen.findByText('Wine tasting saved');
    expect(api.callsTo('POST', '/api/wine-tastings')[0]!.body).toMatchObject({
      title: '2015 Château Margaux Cabernet Sauvignon',
      wineType: 'red',
    });
  });
});

describe('the dialog on its own', () => {
  const props = { onClose: jest.fn(), details: null, draft: null, saving: false, onSave: jest.fn() };

  it('moves focus to the title 100 ms after opening, not before', async () => {
    jest.useFakeTimers();
    const { rerender } = render(<SaveTastingDialog open={false} {...props} />);
    rerender(<SaveTastingDialog open {...props} />);
    const title = await screen.findByLabelText('Title');
    // (jsdom runs React's effects a tick after the render; hence the margin around 100 ms)
    await act(() => jest.advanceTimersByTimeAsync(95));
    expect(title).not.toHaveFocus();
    expect(screen.getByRole('dialog')).toHaveFocus();
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(title).toHaveFocus();
  });
});

describe("'Save Wine Tasting' mode (an initial title exists)", () => {
  it('offers Cancel and Save Tasting, and opens with the initial title', async () => {
    const onSave = jest.fn();
    const onClose = jest.fn();
    render(
      <SaveTastingDialog
        open
        onClose={onClose}
        details={null}
        draft={null}
        initialTitle="Friday Barolo"
        saving={false}
        onSave={onSave}
      />,
    );
    const form = within(await screen.findByRole('dialog', { name: 'Save Wine Tasting' }));
    expect(form.getByLabelText('Title')).toHaveValue('Friday Barolo');
    await userEvent.click(form.getByRole('button', { name: 'Save Tasting' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Friday Barolo', isPublic: true }),
        expect.anything(),
      ),
    );
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("reads 'Saving...' while saving", () => {
    render(
      <SaveTastingDialog
        open
        onClose={jest.fn()}
        details={null}
        draft={null}
        initialTitle="x"
        saving
        onSave={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});
