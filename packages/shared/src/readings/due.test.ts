import { describe, expect, it } from 'vitest';
import { readingHabitWindow, readingsDue, type ReadingDay } from './due.js';

const window = { from: '2026-11-20', today: '2026-11-27' };
const on = (kind: ReadingDay['kind'], ...days: string[]) => days.map((day) => ({ kind, day }));

describe('readingsDue', () => {
  it('names a kind logged on three of the last seven days and not yet today', () => {
    const days = [
      ...on('blood_pressure', '2026-11-24', '2026-11-25', '2026-11-26'),
      ...on('blood_glucose', '2026-11-22', '2026-11-26', '2026-11-27'),
    ];
    expect(readingsDue(days, window)).toEqual(['blood_pressure']);
  });

  it('does not make a habit of two days, of one day logged three times, or of days before the window', () => {
    const days = [
      ...on('blood_pressure', '2026-11-25', '2026-11-26'),
      ...on('weight', '2026-11-26', '2026-11-26', '2026-11-26'),
      ...on('spo2', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-26'),
    ];
    expect(readingsDue(days, window)).toEqual([]);
  });

  it('counts the window’s first day, and lists kinds in the catalogue’s order', () => {
    const days = [
      ...on('heart_rate', '2026-11-20', '2026-11-21', '2026-11-22'),
      ...on('blood_pressure', '2026-11-20', '2026-11-23', '2026-11-26'),
    ];
    expect(readingsDue(days, window)).toEqual(['blood_pressure', 'heart_rate']);
  });
});

describe('readingHabitWindow', () => {
  it('runs from local midnight seven days back, in the patient’s zone', () => {
    // 00:30 IST on 27 November is still 26 November in UTC.
    const now = new Date('2026-11-26T19:00:00Z');
    const india = readingHabitWindow('Asia/Kolkata', now);
    expect(india).toEqual({
      from: '2026-11-20',
      today: '2026-11-27',
      since: new Date('2026-11-19T18:30:00Z'),
    });
    expect(readingHabitWindow('UTC', now)).toMatchObject({ from: '2026-11-19', today: '2026-11-26' });
  });
});
