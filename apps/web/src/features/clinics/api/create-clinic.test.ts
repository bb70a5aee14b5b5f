import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorToastFor } from '@/lib/error-policy';
import { errorToastText } from '@/lib/error-toast-text';
import { initI18n } from '@/lib/i18n/i18n';
import { createClinicErrors } from './create-clinic';

beforeAll(() => initI18n());

describe('a refused clinic (docs/product.md#clinic-messages)', () => {
  it.each([
    [
      401,
      'Unauthorized',
      { title: 'Authentication Required', description: 'Please log in to add a clinic.' },
    ],
    [400, 'Please select a city of the chosen state', { title: 'Please select a city of the chosen state' }],
    [429, 'Too many requests', { title: 'Too many requests' }],
    [500, 'Something went wrong. Please try again.', { title: 'Failed to save clinic information.' }],
    [0, 'Cannot reach the server.', { title: 'Failed to save clinic information.' }],
  ])('status %i → %o', (status, message, expected) => {
    const refusal = new ApiError(status, 'X', message, 'request.refused');
    expect(errorToastText(errorToastFor(refusal, createClinicErrors))).toEqual(expected);
  });
});
