import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorToastFor } from '@/lib/error-policy';
import { errorToastText } from '@/lib/error-toast-text';
import { initI18n } from '@/lib/i18n/i18n';
import { bookingErrors } from './book-appointment';

beforeAll(() => initI18n());

describe('a refused booking (docs/product.md#booking-messages)', () => {
  it.each([
    [
      401,
      'Unauthorized',
      { title: 'Authentication Error', description: 'Please sign in to book an appointment' },
    ],
    [400, 'Appointment date cannot be in the past', { title: 'Appointment date cannot be in the past' }],
    [404, 'Hospital not found', { title: 'Hospital not found' }],
    [500, 'Something went wrong. Please try again.', { title: 'Failed to book appointment' }],
  ])('status %i → %o', (status, message, expected) => {
    const refusal = new ApiError(status, 'X', message, 'request.refused');
    expect(errorToastText(errorToastFor(refusal, bookingErrors))).toEqual(expected);
  });
});
