import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorToastFor } from '@/lib/error-policy';
import { bookingErrors, bookingFormSchema } from './booking';

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

describe('the booking form schema (docs/product.md#booking-fields)', () => {
  const booking = {
    state: 'Goa',
    city: 'Panaji',
    hospital: 'HOS001',
    doctor_name: ' Dr. Fernandes ',
    purpose: 'Check-up',
    visit_date: '2999-01-01',
  };

  it("is the server's schema: fields trimmed, every one required", () => {
    expect(bookingFormSchema.parse(booking).doctor_name).toBe('Dr. Fernandes');
    const issues = bookingFormSchema.safeParse({ ...booking, purpose: '  ' }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual(['Please fill all required fields']);
  });

  it('refuses a day before today', () => {
    const issues = bookingFormSchema.safeParse({ ...booking, visit_date: '2000-01-01' }).error?.issues;
    expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([
      [['visit_date'], 'Appointment date cannot be in the past'],
    ]);
  });
});
