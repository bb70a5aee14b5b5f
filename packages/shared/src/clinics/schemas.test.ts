import { describe, expect, it } from 'vitest';
import { createClinicSchema } from './schemas.js';
import { addSpecialty, isValidRating, normalizeSpecialties, parseRating } from './rules.js';

const valid = {
  name: 'Sunrise Family Clinic',
  phone: '+91 98765 43210',
  email: 'sunrise@example.com',
  address: '5 Residency Road',
  state: 'Karnataka',
  city: 'Bengaluru',
};
const issues = (input: unknown) =>
  createClinicSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('createClinicSchema', () => {
  it('accepts the required fields and fills defaults', () => {
    expect(createClinicSchema.parse(valid)).toMatchObject({ specialties: [], rating: 0 });
  });

  it('normalises specialties, coordinates and empty optionals', () => {
    const out = createClinicSchema.parse({
      ...valid,
      specialties: [' Cardiology ', 'cardiology', '', 'ENT'],
      coordinates: ' 12.97 , 77.59 ',
      maps_link: '',
      rating: 4.5,
    });
    expect(out).toMatchObject({
      specialties: ['Cardiology', 'ENT'],
      coordinates: '12.97,77.59',
      maps_link: null,
    });
  });

  it('refuses missing fields with the product message', () => {
    expect(issues({ ...valid, name: '   ' })).toContain('clinics.required');
  });

  it('refuses bad e-mail, URL, coordinates, rating, state and city', () => {
    expect(issues({ ...valid, email: 'nope' })).toContain('clinics.invalidEmail');
    expect(issues({ ...valid, maps_link: 'javascript:alert(1)' })).toContain('clinics.invalidUrl');
    expect(issues({ ...valid, coordinates: '200,77' }).length).toBe(1);
    expect(issues({ ...valid, rating: 5.5 })).toContain('clinics.rating');
    expect(issues({ ...valid, rating: 4.55 })).toContain('clinics.rating');
    expect(issues({ ...valid, state: 'Bavaria' })).toContain('clinics.unknownState');
    expect(issues({ ...valid, city: 'Chennai' })).toContain('clinics.unknownCity');
  });

  it('bounds sizes: 500 specialties, a 10 KB name, a long specialty', () => {
    expect(issues({ ...valid, specialties: Array.from({ length: 500 }, (_, i) => `S${i}`) })).toContain(
      'clinics.tooManySpecialties',
    );
    expect(createClinicSchema.safeParse({ ...valid, name: 'x'.repeat(10_240) }).success).toBe(false);
    expect(issues({ ...valid, specialties: ['y'.repeat(61)] })).toContain('clinics.specialtyTooLong');
  });
});

describe('specialty and rating helpers', () => {
  it('adds trimmed, non-empty, unique specialties', () => {
    expect(addSpecialty(['ENT'], '  Cardiology ')).toEqual(['ENT', 'Cardiology']);
    expect(addSpecialty(['ENT'], 'ent')).toEqual(['ENT']);
    expect(addSpecialty(['ENT'], '   ')).toEqual(['ENT']);
    expect(normalizeSpecialties(['a', 'A', ' b '])).toEqual(['a', 'b']);
  });

  it('parses the rating text, non-numeric as 0', () => {
    expect(parseRating('4.2')).toBe(4.2);
    expect(parseRating('abc')).toBe(0);
    expect(parseRating('')).toBe(0);
    expect(isValidRating(4.2)).toBe(true);
    expect(isValidRating(0)).toBe(true);
    expect(isValidRating(-0.1)).toBe(false);
  });
});
