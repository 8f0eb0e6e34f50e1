import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@/testing/fake-api';
import { aTasting } from '@/testing/tastings';
import { aUser } from '@/testing/users';
import { tastingQueryKey } from '../api/tasting';
import { freshConversation, newMessage } from '../utils/chat-messages';
import { hookTestWrapper } from '@/testing/hook-wrapper';
import { useAutoSave } from './use-auto-save';

// Spec taste-and-account §4: an opened tasting saves itself after each exchange, never on navigation.

const TASTING = aTasting();
const PATH = `PUT /api/wine-tastings/${TASTING.id}`;
const opened = freshConversation();
const exchanged = [...opened, newMessage({ role: 'user', content: 'And with cheese?' })];

function setUp(reply: { status?: number; json?: unknown } = { json: TASTING }) {
  const api = installFakeApi({ [PATH]: reply });
  const { queryClient, wrapper } = hookTestWrapper();
  queryClient.setQueryData(tastingQueryKey(TASTING.id), TASTING);
  const { result } = renderHook(() => useAutoSave(aUser()), { wrapper });
  act(() => result.current.remember(TASTING.id, opened));
  return { api, queryClient, autoSave: () => result.current };
}

describe('useAutoSave', () => {
  it('saves a changed conversation once, and not again while it stays the same', async () => {
    const { api, queryClient, autoSave } = setUp();
    const onGone = jest.fn();
    act(() => autoSave().save(TASTING.id, opened, onGone));
    expect(api.calls).toHaveLength(0);
    act(() => autoSave().save(TASTING.id, exchanged, onGone));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.body).toMatchObject({ status: 'active', conversation: [{}, { content: 'And with cheese?' }] });
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    act(() => autoSave().save(TASTING.id, exchanged, onGone));
    expect(api.calls).toHaveLength(1);
    expect(onGone).not.toHaveBeenCalled();
  });

  it('leaves a tasting alone once it is gone from the cache', () => {
    const { api, queryClient, autoSave } = setUp();
    queryClient.removeQueries({ queryKey: tastingQueryKey(TASTING.id) });
    act(() => autoSave().save(TASTING.id, exchanged, jest.fn()));
    expect(api.calls).toHaveLength(0);
  });

  it('forgets a tasting deleted elsewhere and says the conversation can be saved again', async () => {
    const { queryClient, autoSave } = setUp({ status: 404, json: { message: 'Wine tasting not found' } });
    const onGone = jest.fn();
    act(() => autoSave().save(TASTING.id, exchanged, onGone));
    expect(await screen.findByText('This tasting no longer exists. Save it again to keep this conversation.'));
    expect(onGone).toHaveBeenCalledWith(TASTING.id);
    expect(queryClient.getQueryData(tastingQueryKey(TASTING.id))).toBeUndefined();
  });
});
