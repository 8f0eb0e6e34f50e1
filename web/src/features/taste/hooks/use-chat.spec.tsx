import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@/testing/fake-api';
import { aTasting, aWineLabel, deferred } from '@/testing/tastings';
import type { FakeReply } from '@/testing/fake-api';
import { hookTestWrapper } from '@/testing/hook-wrapper';
import type { AutoSave } from './use-auto-save';
import { useChat } from './use-chat';

// Spec taste-and-account §4 "Chat", §5 "Sending", §8 toasts.

const REPLY = { role: 'assistant', content: 'Expect roses and tar.' };

function setUp(routes = {}) {
  const api = installFakeApi({ 'POST /api/taste': { json: REPLY }, ...routes });
  const autoSave: AutoSave = { remember: jest.fn(), save: jest.fn() };
  const { wrapper } = hookTestWrapper();
  const { result } = renderHook(() => useChat(autoSave), { wrapper });
  return { api, autoSave, chat: () => result.current };
}

describe('useChat', () => {
  it('sends the conversation and adds the reply, keeping a label read for the save', async () => {
    const { api, chat } = setUp({ 'POST /api/taste': { json: { ...REPLY, wineLabel: aWineLabel() } } });
    act(() => chat().send('  A Barolo  ', null));
    expect(chat().awaitingReply).toBe(true);
    await waitFor(() => expect(chat().awaitingReply).toBe(false));
    expect(
      chat()
        .messages.map((m) => m.content)
        .slice(1),
    ).toEqual(['A Barolo', 'Expect roses and tar.']);
    expect(api.calls[0]!.body).toMatchObject({
      messages: [{ role: 'assistant' }, { role: 'user', content: 'A Barolo' }],
    });
    expect(chat().draft).toMatchObject({ producer: aWineLabel().producer });
    expect(await screen.findByText('Wine Label Detected')).toBeInTheDocument();
  });

  it('drops a reply that arrives after the chat was replaced', async () => {
    const reply = deferred<FakeReply>();
    const { chat } = setUp({ 'POST /api/taste': () => reply.promise });
    act(() => chat().send('A Barolo', null));
    act(() => chat().startNew());
    await act(async () => reply.resolve({ json: REPLY }));
    expect(chat().messages).toHaveLength(1);
    expect(chat().awaitingReply).toBe(false);
  });

  it('opens a saved tasting, remembers it as saved, and auto-saves after the next exchange', async () => {
    const tasting = aTasting();
    const { autoSave, chat } = setUp({ [`GET /api/wine-tastings/${tasting.id}`]: { json: tasting } });
    act(() => chat().open(tasting.id));
    expect(chat().openingId).toBe(tasting.id);
    await waitFor(() => expect(chat().selectedId).toBe(tasting.id));
    expect(autoSave.remember).toHaveBeenLastCalledWith(tasting.id, chat().messages);
    act(() => chat().send('Decant it?', null));
    await waitFor(() => expect(autoSave.save).toHaveBeenCalledTimes(1));
    expect(autoSave.save).toHaveBeenCalledWith(tasting.id, chat().messages, expect.any(Function));
  });

  it("says 'Communication Error' when the sommelier cannot answer", async () => {
    const { chat } = setUp({ 'POST /api/taste': { status: 500, json: { message: 'down' } } });
    act(() => chat().send('A Barolo', null));
    expect(await screen.findByText('Communication Error', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(chat().awaitingReply).toBe(false);
  });
});
