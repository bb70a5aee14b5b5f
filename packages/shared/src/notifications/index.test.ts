import { describe, expect, it } from 'vitest';
import { badgeText } from './index.js';

describe('badgeText (docs/product.md#notification-bell)', () => {
  it('shows nothing when there is nothing unread', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
  });

  it('shows the count up to nine', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
  });

  it("shows '9+' above nine", () => {
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});
