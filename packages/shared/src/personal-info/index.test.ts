import { describe, expect, it } from 'vitest';
import {
  ageOn,
  hasAtMostTwoDecimals,
  numberOrNull,
  personalInfoFormToRequest,
  personalInfoToForm,
} from './index.js';
import { personalInfoFormToRequestSchema, updatePersonalInfoRequestSchema } from './schemas.js';

const first = (input: unknown) =>
  updatePersonalInfoRequestSchema.safeParse(input).error?.issues[0]?.message ?? null;

describe('PATCH /api/personal-info body (docs/product.md#personal-info)', () => {
  it('accepts every field within bounds', () => {
    const body = {
      blood_group: 'AB-',
      date_of_birth: '1990-02-28',
      age: 36,
      father_name: ' Ravi ',
      mother_name: 'Sita',
      height_cm: 172.55,
      weight_kg: 68.4,
    };
    expect(updatePersonalInfoRequestSchema.parse(body)).toEqual({ ...body, father_name: 'Ravi' });
  });

  it('accepts the bounds themselves and null to clear', () => {
    expect(first({ age: 0, height_cm: 0, weight_kg: 0 })).toBeNull();
    expect(first({ age: 150, height_cm: 300, weight_kg: 500 })).toBeNull();
    expect(
      updatePersonalInfoRequestSchema.parse({ age: null, blood_group: null, date_of_birth: '' }),
    ).toEqual({
      age: null,
      blood_group: null,
      date_of_birth: null,
    });
  });

  it('refuses out-of-range or malformed values with a message', () => {
    expect(first({ blood_group: 'C+' })).toBe('personalInfo.invalidBloodGroup');
    expect(first({ age: 'abc' })).toBe('personalInfo.invalidAge');
    expect(first({ age: 151 })).toBe('personalInfo.invalidAge');
    expect(first({ age: -1 })).toBe('personalInfo.invalidAge');
    expect(first({ age: 30.5 })).toBe('personalInfo.invalidAge');
    expect(first({ height_cm: 301 })).toBe('personalInfo.invalidHeight');
    expect(first({ height_cm: 170.123 })).toBe('personalInfo.invalidHeight');
    expect(first({ height_cm: '170' })).toBe('personalInfo.invalidHeight');
    expect(first({ weight_kg: 500.01 })).toBe('personalInfo.invalidWeight');
    expect(first({ date_of_birth: '2026-13-01' })).toBe('personalInfo.invalidDateOfBirth');
    expect(first({ date_of_birth: '2999-01-01' })).toBe('personalInfo.futureDateOfBirth');
    expect(first({ father_name: 'a'.repeat(121) })).toBe('personalInfo.nameTooLong');
    expect(first({})).toBe('personalInfo.nothingToUpdate');
  });

  it('bounds allergies and chronic conditions and drops repeats ignoring case', () => {
    expect(
      updatePersonalInfoRequestSchema.parse({
        allergies: [' Peanuts', 'peanuts', 'Latex'],
        chronic_conditions: [],
      }),
    ).toEqual({ allergies: ['Peanuts', 'Latex'], chronic_conditions: [] });
    expect(first({ allergies: Array.from({ length: 21 }, (_, i) => `A${i}`) })).toBe(
      'personalInfo.allergiesTooMany',
    );
    expect(first({ allergies: Array.from({ length: 20 }, (_, i) => `A${i}`) })).toBeNull();
    expect(first({ chronic_conditions: ['x'.repeat(61)] })).toBe('personalInfo.listItemTooLong');
    expect(first({ chronic_conditions: ['x'.repeat(60)] })).toBeNull();
    expect(first({ allergies: [''] })).toBe('personalInfo.listItemBlank');
  });

  it('strips identity fields and e-mail (docs/product.md#roles-and-access)', () => {
    expect(
      updatePersonalInfoRequestSchema.parse({
        age: 30,
        patient_id: 'X',
        first_name: 'A',
        last_name: 'B',
        email: 'e@x.in',
        user_id: 'u',
      }),
    ).toEqual({ age: 30 });
  });
});

describe('personal-info form', () => {
  it('turns empty or non-numeric age, height and weight into null', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('abc')).toBeNull();
    expect(numberOrNull(' 42 ')).toBe(42);
    expect(numberOrNull('70.25')).toBe(70.25);
    const request = personalInfoFormToRequest({
      blood_group: '',
      date_of_birth: '',
      age: 'abc',
      father_name: '',
      mother_name: 'Sita',
      height_cm: '',
      weight_kg: '60.5',
      allergies: ['Dust'],
      chronic_conditions: [],
    });
    expect(request).toMatchObject({
      blood_group: null,
      date_of_birth: null,
      age: null,
      height_cm: null,
      weight_kg: 60.5,
    });
  });

  it('reports the server rules under the right field', () => {
    const result = personalInfoFormToRequestSchema.safeParse({
      blood_group: 'O+',
      date_of_birth: '',
      age: '200',
      father_name: '',
      mother_name: '',
      height_cm: '301',
      weight_kg: '',
      allergies: [],
      chronic_conditions: [],
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({ age: 'personalInfo.invalidAge', height_cm: 'personalInfo.invalidHeight' });
  });

  it('round-trips a saved row through the form', () => {
    const form = personalInfoToForm({
      patient_id: 'SEH-1',
      first_name: 'A',
      last_name: 'B',
      blood_group: 'O+',
      date_of_birth: '1990-01-01',
      age: 36,
      father_name: null,
      mother_name: 'M',
      height_cm: 170.5,
      weight_kg: null,
      allergies: ['Peanuts'],
      chronic_conditions: ['Asthma'],
    });
    expect(form).toEqual({
      blood_group: 'O+',
      date_of_birth: '1990-01-01',
      age: '36',
      father_name: '',
      mother_name: 'M',
      height_cm: '170.5',
      weight_kg: '',
      allergies: ['Peanuts'],
      chronic_conditions: ['Asthma'],
    });
    expect(personalInfoFormToRequestSchema.parse(form)).toMatchObject({
      age: 36,
      height_cm: 170.5,
      weight_kg: null,
    });
  });

  it('hasAtMostTwoDecimals copes with floating point', () => {
    expect(hasAtMostTwoDecimals(0.29)).toBe(true);
    expect(hasAtMostTwoDecimals(172.55)).toBe(true);
    expect(hasAtMostTwoDecimals(499.99)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
  });
});

describe('ageOn (docs/product.md#screens-added-since-the-first-version)', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('1988-07-14', '2026-07-13')).toBe(37);
    expect(ageOn('1988-07-14', '2026-07-14')).toBe(38);
    expect(ageOn('2026-11-23', '2026-11-23')).toBe(0);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageOn('2000-02-29', '2027-02-28')).toBe(26);
    expect(ageOn('2000-02-29', '2027-03-01')).toBe(27);
  });
});
