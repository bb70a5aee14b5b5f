import { describe, expect, it } from 'vitest';
import { AuthCallError, runAuthCall } from './auth-call';

const FALLBACK = { key: 'profile.passwordFailed' } as const;

describe('runAuthCall', () => {
  it('resolves with the data of a successful call', async () => {
    await expect(runAuthCall(() => Promise.resolve({ data: 42, error: null }), FALLBACK)).resolves.toBe(42);
  });

  it("rejects with the server's key, values and English, and keeps its code (the reset page reads INVALID_TOKEN)", async () => {
    const body = { message: 'Invalid token', code: 'INVALID_TOKEN', key: 'authServer.invalidToken' };
    const failed = runAuthCall(() => Promise.resolve({ data: null, error: body }), FALLBACK);
    await expect(failed).rejects.toBeInstanceOf(AuthCallError);
    await expect(failed).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
      words: { key: 'authServer.invalidToken', english: 'Invalid token' },
    });
  });

  it('falls back to the given message, without a code, when the answer names no key or the call throws', async () => {
    await expect(
      runAuthCall(() => Promise.resolve({ data: null, error: { message: 'Terse' } }), FALLBACK),
    ).rejects.toMatchObject({ words: FALLBACK, code: undefined });
    await expect(runAuthCall(() => Promise.reject(new TypeError('offline')), FALLBACK)).rejects.toMatchObject(
      {
        words: FALLBACK,
        code: undefined,
      },
    );
  });
});
