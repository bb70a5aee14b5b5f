import { describe, expect, it } from 'vitest';
import { instantOfLocal, localDateTimeIn } from './taken-at.js';

describe("a reading's time in the patient's zone", () => {
  it('shows now as the wall clock of the patient, not of the browser', () => {
    const at = new Date('2026-11-27T18:00:00Z');
    expect(localDateTimeIn('Asia/Kolkata', at)).toBe('2026-11-27T23:30');
    expect(localDateTimeIn('Europe/London', at)).toBe('2026-11-27T18:00');
  });

  it('turns the wall clock back into the same instant, with the zone’s offset', () => {
    const iso = instantOfLocal('2026-11-27T23:30', 'Asia/Kolkata');
    expect(iso).toBe('2026-11-27T23:30:00.000+05:30');
    expect(new Date(iso!).toISOString()).toBe('2026-11-27T18:00:00.000Z');
    expect(instantOfLocal('27/11/2026 23:30', 'Asia/Kolkata')).toBeNull();
  });
});
