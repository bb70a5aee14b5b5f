import { describe, expect, it } from 'vitest';
import { addDays, daysToExpiry, isPolicyActive, nextPolicyPeriod, renewalReminderDue } from './rules.js';

describe('policy dates (docs/decisions/053-insurance-policies.md)', () => {
  it('counts days to expiry: 0 on the last day, negative after', () => {
    expect(daysToExpiry('2027-03-31', '2027-03-01')).toBe(30);
    expect(daysToExpiry('2027-03-31', '2027-03-31')).toBe(0);
    expect(daysToExpiry('2027-03-31', '2027-04-01')).toBe(-1);
    expect(daysToExpiry('2028-03-01', '2028-02-28')).toBe(2); // a leap year
  });

  it('is active from its first to its last day, both included', () => {
    const policy = { start_date: '2026-04-01', end_date: '2027-03-31' };
    expect(isPolicyActive(policy, '2026-03-31')).toBe(false);
    expect(isPolicyActive(policy, '2026-04-01')).toBe(true);
    expect(isPolicyActive(policy, '2027-03-31')).toBe(true);
    expect(isPolicyActive(policy, '2027-04-01')).toBe(false);
  });

  it('is due for a renewal reminder exactly 30 and 7 days before the end', () => {
    expect(renewalReminderDue('2027-03-31', '2027-03-01')).toBe(30);
    expect(renewalReminderDue('2027-03-31', '2027-03-24')).toBe(7);
    for (const today of ['2027-02-28', '2027-03-02', '2027-03-23', '2027-03-25', '2027-03-31'])
      expect(renewalReminderDue('2027-03-31', today), today).toBeNull();
  });

  it('proposes the next period: from the day after the end, as long as the one before', () => {
    expect(nextPolicyPeriod({ start_date: '2026-04-01', end_date: '2027-03-31' })).toEqual({
      start_date: '2027-04-01',
      end_date: '2028-03-31',
    });
    expect(nextPolicyPeriod({ start_date: '2027-03-01', end_date: '2028-02-29' })).toEqual({
      start_date: '2028-03-01',
      end_date: '2029-02-28',
    });
    expect(nextPolicyPeriod({ start_date: '2026-01-01', end_date: '2026-06-30' })).toEqual({
      start_date: '2026-07-01',
      end_date: '2026-12-28',
    });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
