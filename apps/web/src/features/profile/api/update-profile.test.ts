import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AuthCallError } from '@/lib/auth-call';
import { errorToastFor } from '@/lib/error-policy';
import { errorToastText } from '@/lib/error-toast-text';
import { initI18n } from '@/lib/i18n/i18n';
import { changePasswordErrors } from './change-password';
import { pictureErrors } from './update-profile';

const FAILED = 'Failed to upload profile picture.';

beforeAll(() => initI18n());

describe('a refused profile picture (docs/product.md#profile-messages)', () => {
  it.each([
    [400, 'No file was sent.', { title: FAILED, description: 'No file was sent.' }],
    [
      413,
      'The picture must be 5MB or smaller.',
      { title: FAILED, description: 'The picture must be 5MB or smaller.' },
    ],
    [
      415,
      'me.gif: not a JPG, PNG or WEBP image',
      { title: FAILED, description: 'me.gif: not a JPG, PNG or WEBP image' },
    ],
    [401, 'Unauthorized', { title: FAILED }],
    [500, 'Something went wrong. Please try again.', { title: FAILED }],
  ])('status %i → %o', (status, message, expected) => {
    expect(
      errorToastText(errorToastFor(new ApiError(status, 'X', message, 'request.refused'), pictureErrors)),
    ).toEqual(expected);
  });
});

describe('a refused password change (docs/product.md#profile-messages)', () => {
  it("shows the server's reason under 'Failed to update password.', or the title alone", () => {
    const refused = new AuthCallError(
      { key: 'authServer.invalidPassword', english: 'Invalid password' },
      'INVALID_PASSWORD',
    );
    expect(errorToastText(errorToastFor(refused, changePasswordErrors))).toEqual({
      title: 'Failed to update password.',
      description: 'Invalid password',
    });
    const unreached = new AuthCallError({ key: 'profile.passwordFailed' });
    expect(errorToastText(errorToastFor(unreached, changePasswordErrors))).toEqual({
      title: 'Failed to update password.',
    });
  });
});
