import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { AuthCallError } from './auth-call';
import { errorToastFor, serverMessage, showErrorToast, type ErrorPolicy } from './error-policy';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), message: vi.fn() } }));

/** An API refusal with the envelope's key (`request.refused` unless given) and its English. */
const api = (status: number, message = 'Server says no', code = `HTTP_${status}`, key = 'request.refused') =>
  new ApiError(status, code, message, key);
/** What the toast shows of that refusal: its key and its English. */
const said = (message: string, key = 'request.refused') => ({ key, values: undefined, english: message });
const TOO_MANY = { title: { key: 'upload.tooManyTitle' }, description: { key: 'upload.tooManyDescription' } };

const policy: ErrorPolicy = {
  rules: [
    { status: 401, toast: { title: 'Signed out', description: 'Sign in again' } },
    { code: 'TOO_MANY_FILES', toast: TOO_MANY },
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
      description: said('x.pdf is too large'),
    });
    const refused = api(415, 'fake.pdf: not a PDF', 'UNSUPPORTED_TYPE', 'fileRefusals.prescriptions');
    expect(errorToastFor(refused, policy)).toEqual({
      title: 'Upload failed',
      description: said('fake.pdf: not a PDF', 'fileRefusals.prescriptions'),
    });
    const tooMany = api(
      400,
      'Too many files: You can only upload up to 5 files.',
      'TOO_MANY_FILES',
      'upload.tooMany',
    );
    expect(errorToastFor(tooMany, policy)).toEqual(TOO_MANY);
    expect(errorToastFor(api(409, 'Already there'), policy)).toEqual({ title: said('Already there') });
  });

  it("shows a viewer's refused change on every screen, whatever the screen's own policy", () => {
    const readOnly = api(
      403,
      'You can only view these records.',
      'CAREGIVER_READ_ONLY',
      'caregivers.readOnly',
    );
    // A screen whose own rules would hide any 4xx.
    const silent: ErrorPolicy = { rules: [{ status: 'client', toast: null }], fallback: { title: 'Failed' } };
    expect(errorToastFor(readOnly, silent)).toEqual({
      title: said('You can only view these records.', 'caregivers.readOnly'),
    });
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
    const words = { key: 'authServer.invalidPassword', english: 'Invalid password' };
    const refused = new AuthCallError(words, 'INVALID_PASSWORD');
    expect(errorToastFor(refused, policy)).toEqual(policy.fallback);
    const failed = { key: 'profile.passwordFailed' };
    const auth: ErrorPolicy = {
      rules: [{ toast: serverMessage.under(failed) }],
      fallback: { title: failed },
    };
    expect(errorToastFor(refused, auth)).toEqual({ title: failed, description: words });
    // Without a server message the call falls back to the title: it is not repeated below it.
    expect(errorToastFor(new AuthCallError(failed), auth)).toEqual({ title: failed });
  });
});

describe('showErrorToast', () => {
  afterEach(() => vi.mocked(toast.error).mockClear());

  it('shows the chosen toast as a destructive toast, with its id', () => {
    showErrorToast(api(500), policy);
    expect(toast.error).toHaveBeenCalledWith('Failed', { description: undefined, id: 'failed' });
    showErrorToast(api(415, 'fake.pdf: not a PDF'), policy);
    expect(toast.error).toHaveBeenLastCalledWith('Upload failed', {
      description: said('fake.pdf: not a PDF'),
      id: undefined,
    });
  });

  it('shows nothing when the policy says none', () => {
    showErrorToast(api(404), policy);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
