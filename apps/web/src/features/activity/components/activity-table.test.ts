import { describe, expect, it } from 'vitest';
import { browserName } from './activity-table';

describe('browserName', () => {
  it('names the browser and the system of a user-agent', () => {
    expect(
      browserName(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      browserName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox on Windows');
  });

  it('says Unknown without one', () => {
    expect(browserName(null)).toBe('Unknown');
    expect(browserName('')).toBe('Unknown');
  });
});
