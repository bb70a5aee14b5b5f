import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('asha  devi rao')).toBe('AD');
    expect(initials('Priya')).toBe('P');
  });

  it("falls back to 'U' (for 'User') when there is no name", () => {
    expect(initials('   ')).toBe('U');
  });
});
