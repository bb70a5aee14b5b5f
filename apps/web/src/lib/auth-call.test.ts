import { describe, expect, it } from 'vitest';
import { AuthCallError, runAuthCall } from './auth-call';

describe('runAuthCall', () => {
  it('resolves with the data of a successful call', async () => {
    await expect(runAuthCall(() => Promise.resolve({ data: 42, error: null }), 'fallback')).resolves.toBe(42);
  });

  it("rejects with the server's message and keeps its code (the reset page reads INVALID_TOKEN)", async () => {
    const failed = runAuthCall(
      () => Promise.resolve({ data: null, error: { message: 'Invalid token', code: 'INVALID_TOKEN' } }),
      'Failed to update password',
    );
    await expect(failed).rejects.toBeInstanceOf(AuthCallError);
    await expect(failed).rejects.toMatchObject({ message: 'Invalid token', code: 'INVALID_TOKEN' });
  });

  it('falls back to the given message, without a code, when there is none or the call throws', async () => {
    await expect(
      runAuthCall(() => Promise.resolve({ data: null, error: { message: ' ' } }), 'Failed'),
    ).rejects.toMatchObject({ message: 'Failed', code: undefined });
    await expect(runAuthCall(() => Promise.reject(new TypeError('offline')), 'Failed')).rejects.toMatchObject(
      { message: 'Failed', code: undefined },
    );
  });
});
