import { describe, expect, it } from 'vitest';
import {
  appliesOn,
  dailyDoses,
  dosesOn,
  patternAmount,
  patternDoses,
  type MedicineSpan,
} from './schedule.js';

const IST = 'Asia/Kolkata';
const daily = { kind: 'daily' } as const;
const span = (schedule: MedicineSpan['schedule'], start = '2026-11-25', end: string | null = null) => ({
  schedule,
  start_date: start,
  end_date: end,
});

describe('the Indian notation', () => {
  it('reads 1-0-1 as morning and night, 1-1-1-1 with the evening, and halves', () => {
    expect(patternDoses('1-0-1')).toEqual([
      { time: '08:00', slot: 'morning', amount: 1 },
      { time: '22:00', slot: 'night', amount: 1 },
    ]);
    expect(patternDoses('1-1-1-1')?.map((d) => d.slot)).toEqual(['morning', 'afternoon', 'evening', 'night']);
    expect(patternDoses('½-0-1½')?.map((d) => d.amount)).toEqual([0.5, 1.5]);
    expect(patternAmount('0.5')).toBe(0.5);
  });

  it('refuses what is not three or four amounts, and a 0-0-0 has no dose', () => {
    expect(patternDoses('1-0')).toBeNull();
    expect(patternDoses('1-x-1')).toBeNull();
    expect(patternDoses('1-0-1-0-1')).toBeNull();
    expect(patternDoses('0-0-0')).toEqual([]);
  });

  it('sorts explicit times and drops repeats', () => {
    expect(
      dailyDoses({ type: 'times', times: ['21:30', '07:15', '21:30'], amount: 2, repeat: daily }),
    ).toEqual([
      { time: '07:15', slot: null, amount: 2 },
      { time: '21:30', slot: null, amount: 2 },
    ]);
  });
});

describe("a day's doses in the patient's time zone", () => {
  it('puts a dose at 23:30 IST on its own local day (18:00 UTC), not the next', () => {
    const medicine = span({ type: 'times', times: ['23:30'], amount: 1, repeat: daily });
    expect(dosesOn(medicine, '2026-11-27', IST).map((d) => d.scheduled_at)).toEqual([
      '2026-11-27T18:00:00.000Z',
    ]);
    expect(dosesOn(medicine, '2026-11-28', IST).map((d) => d.scheduled_at)).toEqual([
      '2026-11-28T18:00:00.000Z',
    ]);
  });

  it('gives the same wall-clock times different instants in another zone', () => {
    const medicine = span({ type: 'pattern', pattern: '1-0-1', repeat: daily });
    expect(dosesOn(medicine, '2026-11-27', IST).map((d) => d.scheduled_at)).toEqual([
      '2026-11-27T02:30:00.000Z',
      '2026-11-27T16:30:00.000Z',
    ]);
    expect(dosesOn(medicine, '2026-11-27', 'America/New_York').map((d) => d.scheduled_at)).toEqual([
      '2026-11-27T13:00:00.000Z',
      '2026-11-28T03:00:00.000Z',
    ]);
  });

  it('keeps to the span: nothing before the start or after the end, the end day included', () => {
    const medicine = span({ type: 'pattern', pattern: '1-0-1', repeat: daily }, '2026-11-27', '2026-12-01');
    expect(dosesOn(medicine, '2026-11-26', IST)).toEqual([]);
    expect(dosesOn(medicine, '2026-12-01', IST)).toHaveLength(2);
    expect(dosesOn(medicine, '2026-12-02', IST)).toEqual([]);
  });

  it('repeats every N days from the start, and on the chosen weekdays', () => {
    const everyThird = span({ type: 'pattern', pattern: '1-0-0', repeat: { kind: 'every_n_days', n: 3 } });
    expect(
      ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].map((d) => appliesOn(everyThird, d)),
    ).toEqual([true, false, false, true]);
    // 30 November 2026 is a Monday (ISO 1), 2 December a Wednesday (3).
    const mondayWednesday = span({
      type: 'times',
      times: ['09:00'],
      amount: 1,
      repeat: { kind: 'weekdays', days: [1, 3] },
    });
    expect(['2026-11-30', '2026-12-01', '2026-12-02'].map((d) => appliesOn(mondayWednesday, d))).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('has no dose for a medicine taken as needed', () => {
    expect(dosesOn(span({ type: 'as_needed' }), '2026-11-27', IST)).toEqual([]);
  });
});
