import { describe, expect, it } from 'vitest';
import { headerDisplayName } from './index.js';

describe('headerDisplayName (docs/product.md#header-profile-strip)', () => {
  it('uses the display name when set', () => {
    expect(headerDisplayName({ display_name: 'Asha Rao', email: 'asha@example.in' })).toBe('Asha Rao');
  });

  it('falls back to the part of the e-mail before the @', () => {
    expect(headerDisplayName({ display_name: null, email: 'ravi.k@example.in' })).toBe('ravi.k');
    expect(headerDisplayName({ display_name: '   ', email: 'ravi.k@example.in' })).toBe('ravi.k');
  });

  it("falls back to 'User' when neither is usable", () => {
    expect(headerDisplayName({ display_name: null, email: '' })).toBe('User');
    expect(headerDisplayName({ display_name: null, email: '@example.in' })).toBe('User');
    expect(headerDisplayName(null)).toBe('User');
    expect(headerDisplayName(undefined)).toBe('User');
  });
});
