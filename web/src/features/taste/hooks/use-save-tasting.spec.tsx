import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { CreateTastingBodySchema, TERMS_REQUIRED_MESSAGE } from '@sorsi/proto';
import { installFakeApi } from '@/testing/fake-api';
import { aTasting, aWineLabel } from '@/testing/tastings';
import { aUser } from '@/testing/users';
import { freshConversation, newMessage } from '../utils/chat-messages';
import { draftFromLabel } from '../utils/label-draft';
import { saveFormDefaults } from '../utils/save-form';
import { hookTestWrapper } from '@/testing/hook-wrapper';
import { useSaveTasting } from './use-save-tasting';

// Spec taste-and-account §4 "Save dialog", §5 "Saving a tasting", §8 toasts.

const EXCHANGE = [
  ...freshConversation(),
  newMessage({ role: 'user', content: 'A Sancerre with goat cheese' }),
  newMessage({ role: 'assistant', content: 'Lovely: flinty Sauvignon Blanc.' }),
];

const EXTRACTED = { producer: 'Vacheron', wineName: null, varietal: 'Sauvignon Blanc', year: '2021', wineType: null };

function setUp(messages = EXCHANGE, extracted: unknown = EXTRACTED) {
  const api = installFakeApi({
    'POST /api/taste/extract-data': { json: extracted },
    'POST /api/wine-tastings': (call) => ({ status: 201, json: aTasting(CreateTastingBodySchema.parse(call.body)) }),
  });
  const onSaved = jest.fn();
  const { wrapper } = hookTestWrapper();
  const draft = draftFromLabel(aWineLabel({ producer: 'Domaine Vacheron', wineType: null }));
  const { result } = renderHook(() => useSaveTasting({ user: aUser(), messages, draft, onSaved }), { wrapper });
  return { api, onSaved, session: () => result.current };
}

describe('useSaveTasting', () => {
  it('extracts the wine for the dialog, typed by the words of the conversation', async () => {
    const { session } = setUp();
    act(() => session().prepareSave());
    await waitFor(() => expect(session().saveDetails).not.toBeNull());
    expect(session().saveDetails).toMatchObject({ producer: 'Vacheron', wineType: 'white' });
  });

  it('opens with the label draft when extraction fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session } = setUp(EXCHANGE, { not: 'wine data' });
    act(() => session().prepareSave());
    await waitFor(() => expect(session().saveDetails).not.toBeNull());
    expect(session().saveDetails).toMatchObject({ producer: 'Domaine Vacheron' });
    expect(warn).toHaveBeenCalledTimes(1); // only logged (spec §8: extraction failure is only logged)
    warn.mockRestore();
  });

  it('saves what the form holds, the summary by the spec, then starts over', async () => {
    const { api, onSaved, session } = setUp();
    act(() => session().save({ ...saveFormDefaults(null), title: 'Friday Sancerre', wineType: 'white' }));
    expect(await screen.findByText('Wine tasting saved')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/wine-tastings')[0]!.body).toMatchObject({
      title: 'Friday Sancerre',
      wineType: 'white',
      visibility: 'public',
      summary: 'A Sancerre with goat cheese...',
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('says a public tasting the check doubts is saved and waits for review', async () => {
    const { session } = setUp();
    installFakeApi({
      'POST /api/wine-tastings': (call) => ({
        status: 201,
        json: { ...aTasting(CreateTastingBodySchema.parse(call.body)), moderationState: 'held' },
      }),
    });
    act(() => session().save({ ...saveFormDefaults(null), title: 'Doubtful Chianti', wineType: 'red' }));
    expect(await screen.findByText(/Others will see it once a moderator has reviewed it/)).toBeInTheDocument();
  });

  it.each([
    [400, { success: false, type: 'moderation', message: 'Links and promotions are not allowed.' }],
    [403, { error: TERMS_REQUIRED_MESSAGE, message: TERMS_REQUIRED_MESSAGE, code: 'FORBIDDEN' }],
  ])('tells the person why a save was refused (%i), keeping the dialog', async (status, json) => {
    const { onSaved, session } = setUp();
    installFakeApi({ 'POST /api/wine-tastings': { status, json } });
    act(() => session().save({ ...saveFormDefaults(null), title: 'Shared', wineType: 'red' }));
    expect(await screen.findByText('Error saving tasting')).toBeInTheDocument();
    expect(screen.getByText((json as { message: string }).message)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses to save a conversation without an exchange, sending nothing', async () => {
    const { api, onSaved, session } = setUp(freshConversation());
    act(() => session().save(saveFormDefaults(null)));
    expect(await screen.findByText('Cannot save empty conversation')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
