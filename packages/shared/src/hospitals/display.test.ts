import { describe, expect, it } from 'vitest';
import { fullAddress, ratingLabel } from './display.js';

describe('ratingLabel', () => {
  it("shows 'Not rated' for a clinic saved without a rating", () => {
    expect(ratingLabel(0)).toBe('Not rated');
    expect(ratingLabel(4.5)).toBe('4.5');
    expect(ratingLabel(5)).toBe('5.0');
  });
});

describe('fullAddress', () => {
  it('adds the city and state the address does not name', () => {
    expect(fullAddress('12 MG Road', 'Bengaluru', 'Karnataka')).toBe('12 MG Road, Bengaluru, Karnataka');
  });

  it('does not repeat a city or state already in the address', () => {
    expect(fullAddress('12 MG Road, Bengaluru', 'Bengaluru', 'Karnataka')).toBe(
      '12 MG Road, Bengaluru, Karnataka',
    );
    expect(fullAddress('5 Park St, kolkata, West Bengal 700016', 'Kolkata', 'West Bengal')).toBe(
      '5 Park St, kolkata, West Bengal 700016',
    );
  });

  it('matches whole words only', () => {
    expect(fullAddress('Puneet Nagar', 'Pune', 'Maharashtra')).toBe('Puneet Nagar, Pune, Maharashtra');
  });
});
