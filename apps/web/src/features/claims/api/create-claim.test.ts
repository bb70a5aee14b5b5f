import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorToastFor } from '@/lib/error-policy';
import { errorToastText } from '@/lib/error-toast-text';
import { initI18n } from '@/lib/i18n/i18n';
import { addClaimErrors } from './create-claim';

const ADD_FAILED = 'Failed to add insurance claim. Please try again.';

beforeAll(() => initI18n());

describe('a refused claim (docs/product.md#claim-messages)', () => {
  it.each([
    [413, 'The receipt must be under 10MB', { title: 'File size must be less than 10MB' }],
    [
      415,
      'fake.pdf: not a PDF, JPG, JPEG or PNG file',
      { title: ADD_FAILED, description: 'fake.pdf: not a PDF, JPG, JPEG or PNG file' },
    ],
    [
      400,
      'Claim amount must be more than 0',
      { title: ADD_FAILED, description: 'Claim amount must be more than 0' },
    ],
    [401, 'Unauthorized', { title: ADD_FAILED }],
    [500, 'Something went wrong. Please try again.', { title: ADD_FAILED }],
  ])('status %i → %o', (status, message, expected) => {
    const refusal = new ApiError(status, 'X', message, 'request.refused');
    expect(errorToastText(errorToastFor(refusal, addClaimErrors))).toEqual(expected);
  });
});
