import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorToastFor } from '@/lib/error-policy';
import { bookingErrors } from './book-appointment';

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
    expect(errorToastFor(new ApiError(status, 'X', message), bookingErrors)).toEqual(expected);
  });
});
