import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { fieldErrorText } from '@/lib/i18n/messages';
import { bookingFormSchema } from './validation';

beforeAll(() => initI18n());

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
    // A field shows the schema's key in the UI's language, its English added by the form's validation module.
    expect(issues?.map((issue) => fieldErrorText(issue.message))).toEqual([
      'Please fill all required fields',
    ]);
  });

  it('refuses a day before today', () => {
    const issues = bookingFormSchema.safeParse({ ...booking, visit_date: '2000-01-01' }).error?.issues;
    expect(issues?.map((issue) => [issue.path, fieldErrorText(issue.message)])).toEqual([
      [['visit_date'], 'Appointment date cannot be in the past'],
    ]);
  });
});
