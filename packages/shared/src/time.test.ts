import { describe, expect, it } from 'vitest';
import {
  labResultsWindow,
  notificationWindow,
  recentRecordsSince,
  todayIn,
  upcomingWindow,
  isTimeZone,
} from './time.js';

/** 00:30 IST on 5 March 2026, while UTC is still 4 March (docs/architecture.md#d4-time-in-the-patients-zone). */
const AFTER_MIDNIGHT_IST = new Date('2026-03-04T19:00:00Z');
/** 23:00 IST on 4 March 2026. */
const BEFORE_MIDNIGHT_IST = new Date('2026-03-04T17:30:00Z');

describe('todayIn', () => {
  it("is the patient's calendar date, not UTC's, in the hour after midnight IST", () => {
    expect(todayIn('Asia/Kolkata', AFTER_MIDNIGHT_IST)).toBe('2026-03-05');
    expect(todayIn('UTC', AFTER_MIDNIGHT_IST)).toBe('2026-03-04');
  });

  it('defaults to Asia/Kolkata', () => {
    expect(todayIn(undefined, AFTER_MIDNIGHT_IST)).toBe('2026-03-05');
    expect(todayIn(undefined, BEFORE_MIDNIGHT_IST)).toBe('2026-03-04');
  });

  it('follows other time zones too', () => {
    expect(todayIn('America/New_York', AFTER_MIDNIGHT_IST)).toBe('2026-03-04');
  });
});

describe('windows in the hour after midnight IST (docs/product.md#data-calls, docs/product.md#limits-and-constants)', () => {
  it('upcoming visits: today to one month ahead', () => {
    expect(upcomingWindow('Asia/Kolkata', AFTER_MIDNIGHT_IST)).toEqual({
      from: '2026-03-05',
      to: '2026-04-05',
    });
  });

  it('recent lab results: three months back to today', () => {
    expect(labResultsWindow('Asia/Kolkata', AFTER_MIDNIGHT_IST)).toEqual({
      from: '2025-12-05',
      to: '2026-03-05',
    });
  });

  it('notifications: today to today + 7 days', () => {
    expect(notificationWindow('Asia/Kolkata', AFTER_MIDNIGHT_IST)).toEqual({
      from: '2026-03-05',
      to: '2026-03-12',
    });
  });

  it('new records: since local midnight seven days before today', () => {
    // 26 Feb 2026 00:00 IST is 25 Feb 18:30 UTC.
    expect(recentRecordsSince('Asia/Kolkata', AFTER_MIDNIGHT_IST).toISOString()).toBe(
      '2026-02-25T18:30:00.000Z',
    );
  });

  it('default to Asia/Kolkata', () => {
    expect(upcomingWindow(undefined, AFTER_MIDNIGHT_IST).from).toBe('2026-03-05');
    expect(notificationWindow(undefined, AFTER_MIDNIGHT_IST).from).toBe('2026-03-05');
    expect(labResultsWindow(undefined, AFTER_MIDNIGHT_IST).to).toBe('2026-03-05');
  });
});

describe('windows at month ends', () => {
  it('one month after 31 January is the last day of February', () => {
    const jan31 = new Date('2026-01-31T06:00:00Z'); // 11:30 IST
    expect(upcomingWindow('Asia/Kolkata', jan31)).toEqual({ from: '2026-01-31', to: '2026-02-28' });
    const leapJan31 = new Date('2028-01-31T06:00:00Z');
    expect(upcomingWindow('Asia/Kolkata', leapJan31).to).toBe('2028-02-29');
  });

  it('three months before 31 May is the last day of February', () => {
    expect(labResultsWindow('Asia/Kolkata', new Date('2026-05-31T06:00:00Z'))).toEqual({
      from: '2026-02-28',
      to: '2026-05-31',
    });
  });

  it('the 7-day look-ahead crosses month and year ends', () => {
    expect(notificationWindow('Asia/Kolkata', new Date('2026-12-28T06:00:00Z'))).toEqual({
      from: '2026-12-28',
      to: '2027-01-04',
    });
  });

  it('New Year in IST starts while UTC is still on 31 December', () => {
    const newYearIst = new Date('2026-12-31T18:45:00Z'); // 00:15 IST on 1 Jan 2027
    expect(todayIn('Asia/Kolkata', newYearIst)).toBe('2027-01-01');
    expect(notificationWindow('Asia/Kolkata', newYearIst)).toEqual({ from: '2027-01-01', to: '2027-01-08' });
  });
});

describe('isTimeZone (decision 032)', () => {
  it('knows IANA zones by their Area/Location names, and UTC', () => {
    for (const zone of [
      'Asia/Kolkata',
      'Asia/Dubai',
      'Europe/London',
      'America/Argentina/Buenos_Aires',
      'UTC',
    ])
      expect(isTimeZone(zone), zone).toBe(true);
  });

  it('refuses abbreviations, offsets, unknown places and anything long or odd', () => {
    for (const value of [
      'IST',
      'EST',
      '+05:30',
      'GMT+5:30',
      'Mars/Olympus_Mons',
      'asia kolkata',
      '',
      '../etc/passwd',
      `Asia/${'K'.repeat(80)}`,
    ])
      expect(isTimeZone(value), value).toBe(false);
  });
});

describe('a zone’s day, worked out once per day', () => {
  it('turns at local midnight, on a day one hour short too (London, clocks forward 29 March 2026)', () => {
    expect(todayIn('Europe/London', new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/London', new Date('2026-03-29T22:59:59Z'))).toBe('2026-03-29');
    // Midnight BST is 23:00 UTC: the 23-hour day has ended.
    expect(todayIn('Europe/London', new Date('2026-03-29T23:00:00Z'))).toBe('2026-03-30');
    expect(notificationWindow('Europe/London', new Date('2026-03-29T23:00:00Z'))).toEqual({
      from: '2026-03-30',
      to: '2026-04-06',
    });
    // And back: an earlier instant answers its own day, not the one asked last.
    expect(todayIn('Europe/London', new Date('2026-03-28T12:00:00Z'))).toBe('2026-03-28');
  });

  it('hands out a fresh Date each time, so a caller cannot move another caller’s window', () => {
    const first = recentRecordsSince('Asia/Kolkata', AFTER_MIDNIGHT_IST);
    first.setFullYear(2000);
    expect(recentRecordsSince('Asia/Kolkata', AFTER_MIDNIGHT_IST).getFullYear()).toBe(2026);
  });
});
