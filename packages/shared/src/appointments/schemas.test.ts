import { describe, expect, it } from 'vitest';
import { bookAppointmentSchema } from './schemas.js';
import { isPastDate } from './rules.js';

const valid = {
  state: 'Delhi',
  city: 'New Delhi',
  hospital: 'HOS001',
  doctor_name: 'Dr. Rajesh Malhotra',
  purpose: 'Chest pain review',
  visit_date: '2030-01-15',
};

describe('bookAppointmentSchema', () => {
  it('accepts a complete booking', () => {
    expect(bookAppointmentSchema.parse(valid)).toEqual(valid);
  });
  it('refuses blanks with the product message and unreal dates', () => {
    expect(bookAppointmentSchema.safeParse({ ...valid, purpose: '  ' }).error?.issues[0]?.message).toBe(
      'booking.incomplete',
    );
    expect(bookAppointmentSchema.safeParse({ ...valid, visit_date: '2030-02-30' }).success).toBe(false);
    expect(bookAppointmentSchema.safeParse({ ...valid, visit_date: '15/01/2030' }).success).toBe(false);
  });
});

describe('isPastDate', () => {
  it('compares with today in Asia/Kolkata', () => {
    // 2026-03-04T19:00Z is 00:30 on 5 March in India.
    const now = new Date('2026-03-04T19:00:00Z');
    expect(isPastDate('2026-03-04', 'Asia/Kolkata', now)).toBe(true);
    expect(isPastDate('2026-03-05', 'Asia/Kolkata', now)).toBe(false);
    expect(isPastDate('2026-03-06', 'Asia/Kolkata', now)).toBe(false);
  });
});
