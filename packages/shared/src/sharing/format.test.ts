import { describe, expect, it } from 'vitest';
import { formatShareInstant } from './format.js';

describe('share formatters', () => {
  it('shows instants in India time', () => {
    expect(formatShareInstant('2026-03-05T04:30:00.000Z')).toMatch(/^5 Mar 2026, 10:00\s?am$/i);
    expect(formatShareInstant('2026-03-05T18:30:00.000Z')).toMatch(/^6 Mar 2026, 12:00\s?am$/i);
  });

  it("shows them in the patient's own time zone when given (decision 032)", () => {
    expect(formatShareInstant('2026-03-05T04:30:00.000Z', 'en', 'Asia/Dubai')).toMatch(
      /^5 Mar 2026, 8:30\s?am$/i,
    );
    expect(formatShareInstant('2026-03-05T04:30:00.000Z', 'en', 'America/New_York')).toMatch(
      /^4 Mar 2026, 11:30\s?pm$/i,
    );
  });

  it('uses Hindi month names and Western digits in Hindi', () => {
    const hindi = formatShareInstant('2026-03-05T04:30:00.000Z', 'hi');
    expect(hindi).toContain('मार्च');
    expect(hindi).toMatch(/^5 .*2026.*10:00/);
  });
});
