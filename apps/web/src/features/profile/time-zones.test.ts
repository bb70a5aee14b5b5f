import { isTimeZone } from '@sehat/shared';
import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zones';

describe('timeZoneOptions (decision 032)', () => {
  const at = new Date('2026-01-15T12:00:00Z');

  it('lists India once, as Asia/Kolkata, with its offset', () => {
    const options = timeZoneOptions('Asia/Kolkata', at);
    expect(options.filter((o) => o.value === 'Asia/Kolkata')).toEqual([
      { value: 'Asia/Kolkata', offset: 'GMT+5:30' },
    ]);
    expect(options.some((o) => o.value === 'Asia/Calcutta')).toBe(false);
  });

  it('offers only zones the server accepts, sorted, and keeps the saved one', () => {
    const options = timeZoneOptions('Asia/Dubai', at);
    expect(options.length).toBeGreaterThan(300);
    expect(options.every((o) => isTimeZone(o.value))).toBe(true);
    expect(options.map((o) => o.value)).toEqual(options.map((o) => o.value).sort());
    expect(options.find((o) => o.value === 'Asia/Dubai')?.offset).toBe('GMT+4');
    expect(options.find((o) => o.value === 'America/New_York')?.offset).toBe('GMT-5');
  });
});
