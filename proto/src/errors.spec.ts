import { AppError, HttpErrorBodySchema, RpcErrorSchema } from './errors';

describe('AppError', () => {
  it('carries its code and details across as a plain body', () => {
    const body = new AppError('CONFLICT', 'Username is taken', { field: 'username' }).toBody();
    expect(RpcErrorSchema.parse(body)).toEqual({
      code: 'CONFLICT',
      message: 'Username is taken',
      details: { field: 'username' },
    });
  });

  it('omits details when there are none', () => {
    expect(new AppError('NOT_FOUND', 'Not found').toBody()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('rejects a code outside the closed set', () => {
    expect(RpcErrorSchema.safeParse({ code: 'TEAPOT', message: 'x' }).success).toBe(false);
    expect(HttpErrorBodySchema.safeParse({ error: 'x' }).success).toBe(false);
  });
});
