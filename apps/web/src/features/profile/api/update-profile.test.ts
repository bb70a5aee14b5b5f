import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AuthCallError } from '@/lib/auth-call';
import { errorToastFor } from '@/lib/error-policy';
import { changePasswordErrors } from './change-password';
import { pictureErrors } from './update-profile';

const FAILED = 'Failed to upload profile picture.';

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
    expect(errorToastFor(new ApiError(status, 'X', message), pictureErrors)).toEqual(expected);
  });
});

describe('a refused password change (docs/product.md#profile-messages)', () => {
  it("shows the server's reason under 'Failed to update password.', or the title alone", () => {
    expect(
      errorToastFor(new AuthCallError('Invalid password', 'INVALID_PASSWORD'), changePasswordErrors),
    ).toEqual({
      title: 'Failed to update password.',
      description: 'Invalid password',
    });
    expect(errorToastFor(new AuthCallError('Failed to update password.'), changePasswordErrors)).toEqual({
      title: 'Failed to update password.',
    });
  });
});
