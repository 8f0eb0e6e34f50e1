import { CreateTastingBodySchema, emptyTastingNote, type TastingNote } from '@sorsi/proto';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aTasting } from '@/testing/tastings';
import { aUser } from '@/testing/users';

// Issue 23 §4: the save dialog opens with the sommelier's tasting note, edited as chips and scales.

// A whole conversation, the dialog and a dozen presses: slower than one render in jsdom.
jest.setTimeout(30_000);

const GREETING = 'Welcome to Sorsi! What wine are we tasting today?';
const REPLY = 'A Barolo! Expect roses, tar and cherries, with firm tannins.';
const NOTE: TastingNote = {
  ...emptyTastingNote(),
  nose: {
    intensity: null,
    aromas: [
      { value: 'cherry', source: 'said' },
      { value: 'rose', source: 'inferred' },
    ],
  },
  palate: {
    ...emptyTastingNote().palate,
    acidity: { value: 'high', source: 'inferred' },
    tannin: { value: 'high', source: 'said' },
  },
};
const EXTRACTED = { producer: null, wineName: null, varietal: 'Nebbiolo', year: '2016', wineType: 'red', note: NOTE };

function tasteApi(extracted: object = EXTRACTED) {
  return installFakeApi({
    'GET /api/auth/user': { json: aUser() },
    'GET /api/wine-tastings': { json: [] },
    'POST /api/taste': { json: { role: 'assistant', content: REPLY } },
    'POST /api/taste/extract-data': { json: extracted },
    'POST /api/wine-tastings': (call) => ({ status: 201, json: aTasting(CreateTastingBodySchema.parse(call.body)) }),
  });
}

async function openDialog() {
  const app = renderApp('/taste');
  await screen.findByText(GREETING);
  await app.user.type(screen.getByRole('textbox', { name: 'Message Sorsi' }), 'A Barolo, cherries, very tannic{Enter}');
  await screen.findByText(REPLY);
  await app.user.click(screen.getByRole('button', { name: 'Save Tasting' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Start New Tasting' }));
  await waitFor(() => expect(dialog.getByLabelText('Title')).toHaveFocus());
  return { ...app, dialog };
}

beforeAll(() => Promise.all([import('@/app/routes/taste'), import('./save-tasting-dialog')]));

describe('the tasting note in the save dialog', () => {
  it('opens at a glance: how much was noted and said, the main aromas, the palate', async () => {
    tasteApi();
    const { dialog } = await openDialog();
    const note = within(dialog.getByRole('region', { name: 'Tasting note' }));
    expect(note.getByText('4 details noted, 2 from what you said.')).toBeInTheDocument();
    expect(
      within(note.getByRole('list', { name: 'Aromas' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['cherry', 'rose']);
    expect(note.getByText('High acidity · High tannin')).toBeInTheDocument();
  });

  it('saves the note as edited: a pressed level and an added aroma become the person’s, a removed one goes', async () => {
    const api = tasteApi();
    const { dialog, user } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Edit tasting note' }));
    const palate = within(dialog.getByRole('group', { name: 'Palate' }));
    const acidity = within(palate.getByRole('group', { name: 'Acidity' }));
    expect(acidity.getByText('Inferred')).toBeInTheDocument();
    expect(acidity.getByRole('button', { name: 'High' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(acidity.getByRole('button', { name: 'Medium+' }));
    expect(acidity.getByText('You said')).toBeInTheDocument();
    await user.click(within(palate.getByRole('group', { name: 'Tannin' })).getByRole('button', { name: 'High' }));

    const nose = within(dialog.getByRole('group', { name: 'Nose' }));
    await user.click(nose.getByRole('button', { name: 'Remove rose (inferred)' }));
    await user.click(nose.getByRole('button', { name: 'Add aromas' }));
    await user.click(
      within(nose.getByRole('group', { name: 'Earth and savoury' })).getByRole('button', { name: 'leather' }),
    );
    expect(nose.getByRole('button', { name: 'Remove leather' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Save & New' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/wine-tastings')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/wine-tastings')[0]!.body).toMatchObject({
      note: {
        nose: {
          intensity: null,
          aromas: [
            { value: 'cherry', source: 'said' },
            { value: 'leather', source: 'said' },
          ],
        },
        palate: { acidity: { value: 'medium-plus', source: 'said' }, tannin: null },
      },
    });
  });

  it('offers a blank note when the sommelier filled none, and sends none unless one is added', async () => {
    const api = tasteApi({ ...EXTRACTED, note: null });
    const { dialog, user } = await openDialog();
    expect(dialog.getByText('Nothing noted yet.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Add a tasting note' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save & New' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/wine-tastings')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/wine-tastings')[0]!.body).not.toHaveProperty('note');
  });
});
