import { AppError } from '@sorsi/proto';
import { PendingReplies } from './pending-replies';

describe('PendingReplies', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hands each reply to the call it answers', async () => {
    const pending = new PendingReplies();
    const first = pending.wait('a', 1000, 'x.first');
    const second = pending.wait('b', 1000, 'x.second');
    expect(pending.resolve('b', { ok: true, data: 'B' })).toBe(true);
    expect(pending.resolve('a', { ok: true, data: 'A' })).toBe(true);
    await expect(first).resolves.toEqual({ ok: true, data: 'A' });
    await expect(second).resolves.toEqual({ ok: true, data: 'B' });
    expect(pending.size).toBe(0);
  });

  it('rejects with TIMEOUT at the deadline and drops the late reply', async () => {
    const pending = new PendingReplies();
    const call = pending.wait('a', 500, 'x.slow');
    jest.advanceTimersByTime(499);
    expect(pending.size).toBe(1);
    jest.advanceTimersByTime(1);
    await expect(call).rejects.toMatchObject({ code: 'TIMEOUT', message: 'x.slow did not answer within 500 ms' });
    expect(pending.resolve('a', { ok: true, data: 'late' })).toBe(false);
  });

  it('fails every waiting call at once, and a reply after that finds none', async () => {
    const pending = new PendingReplies();
    const calls = [pending.wait('a', 1000, 'x.a'), pending.wait('b', 1000, 'x.b')];
    pending.rejectAll(new AppError('UNAVAILABLE', 'gone'));
    for (const call of calls) await expect(call).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(pending.resolve('a', { ok: true, data: null })).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('forgets a call without settling it, clearing its timer', () => {
    const pending = new PendingReplies();
    void pending.wait('a', 1000, 'x.a');
    pending.forget('a');
    expect(pending.size).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});
