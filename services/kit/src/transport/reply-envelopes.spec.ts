import { AppError } from '@sorsi/proto';
import { z } from 'zod';
import { appErrorFromBody, INTERNAL_ERROR_MESSAGE, invalidRequestError, replyForThrown } from './reply-envelopes';

describe('replyForThrown', () => {
  it('keeps an AppError as a business answer with its code and details', () => {
    const thrown = new AppError('CONFLICT', 'Username is taken', { field: 'username' });
    expect(replyForThrown(thrown)).toEqual({
      reply: { ok: false, error: { code: 'CONFLICT', message: 'Username is taken', details: { field: 'username' } } },
      unexpected: false,
    });
  });

  it('hides anything else behind INTERNAL with a generic message and no stack', () => {
    const { reply, unexpected } = replyForThrown(new Error('password=hunter2 at db.ts:12'));
    expect(unexpected).toBe(true);
    expect(reply).toEqual({ ok: false, error: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE } });
  });

  it('rebuilds the AppError on the caller side', () => {
    const error = appErrorFromBody({ code: 'NOT_FOUND', message: 'No such user', details: { id: 1 } });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'No such user', details: { id: 1 } });
  });
});

describe('invalidRequestError', () => {
  it('lists each issue with its dotted path', () => {
    const schema = z.object({ changes: z.object({ username: z.string().min(3) }) });
    const parsed = schema.safeParse({ changes: { username: 'x' } });
    if (parsed.success) throw new Error('expected a failure');
    const error = invalidRequestError('auth.updateProfile', parsed.error);
    expect(error.code).toBe('VALIDATION');
    expect(error.details).toEqual({
      issues: [{ path: 'changes.username', message: expect.stringContaining('3') }],
    });
  });
});
