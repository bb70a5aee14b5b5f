import { describe, expect, it } from 'vitest';
import { adherenceOver, refillDate } from './adherence.js';
import { dosesOn, type MedicineSpan } from './schedule.js';

const IST = 'Asia/Kolkata';
const daily = { kind: 'daily' } as const;
const twiceDaily: MedicineSpan = {
  schedule: { type: 'pattern', pattern: '1-0-1', repeat: daily },
  start_date: '2026-11-20',
  end_date: null,
};

describe('adherence', () => {
  // 27 November 2026, 15:00 IST: the morning dose is due, the night one (22:00) not yet.
  const now = new Date('2026-11-27T09:30:00Z');

  it('counts the doses due up to now over the last 7 days, today included, and those taken', () => {
    const today = dosesOn(twiceDaily, '2026-11-27', IST);
    const yesterday = dosesOn(twiceDaily, '2026-11-26', IST);
    const marked = [
      { scheduled_at: today[0]!.scheduled_at, status: 'taken' as const },
      { scheduled_at: yesterday[0]!.scheduled_at, status: 'taken' as const },
      { scheduled_at: yesterday[1]!.scheduled_at, status: 'skipped' as const },
    ];
    // 21–26 November: 12 doses; 27th: the morning one only.
    expect(adherenceOver(twiceDaily, marked, now, IST, 7)).toEqual({ taken: 2, due: 13, ratio: 2 / 13 });
    // The medicine started on the 20th: 30 days reach back no further than that.
    expect(adherenceOver(twiceDaily, marked, now, IST, 30).due).toBe(15);
  });

  it('leaves a medicine taken as needed out (nothing due, no ratio)', () => {
    const asNeeded: MedicineSpan = { ...twiceDaily, schedule: { type: 'as_needed' } };
    expect(adherenceOver(asNeeded, [], now, IST, 7)).toEqual({ taken: 0, due: 0, ratio: null });
  });

  it('judges "today" in the patient zone: at 23:40 IST the 22:00 dose is due today', () => {
    const late = new Date('2026-11-27T18:10:00Z');
    const started = { ...twiceDaily, start_date: '2026-11-27' };
    expect(adherenceOver(started, [], late, IST, 7).due).toBe(2);
  });
});

describe('refill', () => {
  it('runs out on the first day whose doses need more than is left', () => {
    // 10 tablets counted on the 27th, two a day: the 27th to 1 December use them, the 2nd cannot be taken.
    expect(refillDate(twiceDaily, { count: 10, counted_on: '2026-11-27', units_per_dose: 1 })).toBe(
      '2026-12-02',
    );
    // Two tablets per dose: gone after 2½ days.
    expect(refillDate(twiceDaily, { count: 10, counted_on: '2026-11-27', units_per_dose: 2 })).toBe(
      '2026-11-29',
    );
  });

  it('counts only the days the schedule applies (every other day) and halves', () => {
    const everyOtherDay: MedicineSpan = {
      schedule: { type: 'pattern', pattern: '½-0-0', repeat: { kind: 'every_n_days', n: 2 } },
      start_date: '2026-11-27',
      end_date: null,
    };
    // Half a tablet every other day: 2 tablets are 4 doses, on the 27th, 29th, 1st and 3rd.
    expect(refillDate(everyOtherDay, { count: 2, counted_on: '2026-11-27', units_per_dose: 1 })).toBe(
      '2026-12-05',
    );
  });

  it('has no date when the course ends first or the medicine is taken as needed', () => {
    const fiveDays = { ...twiceDaily, start_date: '2026-11-27', end_date: '2026-12-01' };
    expect(refillDate(fiveDays, { count: 10, counted_on: '2026-11-27', units_per_dose: 1 })).toBeNull();
    expect(refillDate(fiveDays, { count: 9, counted_on: '2026-11-27', units_per_dose: 1 })).toBe(
      '2026-12-01',
    );
    const asNeeded = { ...twiceDaily, schedule: { type: 'as_needed' as const } };
    expect(refillDate(asNeeded, { count: 1, counted_on: '2026-11-27', units_per_dose: 1 })).toBeNull();
  });
});
