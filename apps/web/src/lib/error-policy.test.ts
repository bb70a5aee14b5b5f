import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { AuthCallError } from './auth-call';
import { errorToastFor, serverMessage, showErrorToast, type ErrorPolicy } from './error-policy';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), message: vi.fn() } }));

const api = (status: number, message = 'Server says no', code = `HTTP_${status}`) =>
  new ApiError(status, code, message);

const policy: ErrorPolicy = {
  rules: [
    { status: 401, toast: { title: 'Signed out', description: 'Sign in again' } },
    { code: 'TOO_MANY_FILES', toast: serverMessage.asCatalogue },
    { status: [413, 415], toast: serverMessage.under('Upload failed') },
    { status: 404, toast: null },
    { status: 'client', toast: serverMessage.asTitle },
  ],
  fallback: { title: 'Failed', id: 'failed' },
};

describe('errorToastFor', () => {
  it('gives the first matching rule: status, list of statuses, code, then any 4xx', () => {
    expect(errorToastFor(api(401), policy)).toEqual({ title: 'Signed out', description: 'Sign in again' });
    expect(errorToastFor(api(413, 'x.pdf is too large'), policy)).toEqual({
      title: 'Upload failed',
      description: 'x.pdf is too large',
    });
    expect(errorToastFor(api(415, 'fake.pdf: not a PDF'), policy)).toEqual({
      title: 'Upload failed',
      description: 'fake.pdf: not a PDF',
    });
    expect(
      errorToastFor(api(400, 'Too many files: You can only upload up to 5 files.', 'TOO_MANY_FILES'), policy),
    ).toEqual({ title: 'Too many files', description: 'You can only upload up to 5 files.' });
    expect(errorToastFor(api(409, 'Already there'), policy)).toEqual({ title: 'Already there' });
  });

  it('shows nothing where a rule says so (a 404 the page explains itself)', () => {
    expect(errorToastFor(api(404), policy)).toBeNull();
  });

  it('falls back for server errors, the network, a bad answer and anything else', () => {
    expect(errorToastFor(api(500), policy)).toEqual(policy.fallback);
    expect(errorToastFor(api(0, 'offline', 'NETWORK_ERROR'), policy)).toEqual(policy.fallback);
    expect(errorToastFor(new TypeError('boom'), policy)).toEqual(policy.fallback);
    expect(errorToastFor(api(404), { fallback: { title: 'Only this' } })).toEqual({ title: 'Only this' });
  });

  it('matches a better-auth refusal by code or by a rule without a status, never by status', () => {
    const refused = new AuthCallError('Invalid password', 'INVALID_PASSWORD');
    expect(errorToastFor(refused, policy)).toEqual(policy.fallback);
    const auth: ErrorPolicy = {
      rules: [{ toast: serverMessage.under('Failed to update password.') }],
      fallback: { title: 'Failed to update password.' },
    };
    expect(errorToastFor(refused, auth)).toEqual({
      title: 'Failed to update password.',
      description: 'Invalid password',
    });
    // Without a server message the call falls back to the title: it is not repeated below it.
    expect(errorToastFor(new AuthCallError('Failed to update password.'), auth)).toEqual({
      title: 'Failed to update password.',
    });
  });
});

describe('showErrorToast', () => {
  afterEach(() => vi.mocked(toast.error).mockClear());

  it('shows the chosen toast as a destructive toast, with its id', () => {
    showErrorToast(api(500), policy);
    expect(toast.error).toHaveBeenCalledWith('Failed', { description: undefined, id: 'failed' });
    showErrorToast(api(415, 'fake.pdf: not a PDF'), policy);
    expect(toast.error).toHaveBeenLastCalledWith('Upload failed', {
      description: 'fake.pdf: not a PDF',
      id: undefined,
    });
  });

  it('shows nothing when the policy says none', () => {
    showErrorToast(api(404), policy);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
