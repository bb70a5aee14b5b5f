import { describe, expect, it } from 'vitest';
import { createMedicalRecordSchema } from './schemas.js';
import { hasMedications } from './rules.js';
import { MEDICAL_HISTORY_MESSAGES } from './messages.js';
import { englishMessage, type MessageKey, type MessageValues } from '../message-catalogue.js';

/** A zod issue's message in English: its key (a shared schema's message is one) filled with its values. */
function english(issue: { message: string; params?: unknown } | undefined): string | undefined {
  if (!issue) return undefined;
  const values = (issue.params as { values?: MessageValues } | undefined)?.values;
  return englishMessage({ key: issue.message as MessageKey, ...(values ? { values } : {}) });
}

const valid = {
  primary_reason: ' Fever and cough ',
  doctor_name: 'Dr. Asha Rao',
  hospital_name: 'Apollo Hospitals',
  diagnosis: 'Viral fever',
  treatment_plan: 'Rest and fluids',
  record_date: '2026-03-05',
  visit_type: 'routine-checkup',
};

function firstMessage(input: unknown): string | undefined {
  const result = createMedicalRecordSchema.safeParse(input);
  return result.success ? undefined : english(result.error.issues[0]);
}

describe('createMedicalRecordSchema (docs/product.md#medical-history-fields)', () => {
  it('trims, keeps the required fields and stores empty optional ones as null', () => {
    const parsed = createMedicalRecordSchema.parse({ ...valid, symptoms: '  ', follow_up_date: '' });
    expect(parsed.primary_reason).toBe('Fever and cough');
    expect(parsed.symptoms).toBeNull();
    expect(parsed.follow_up_date).toBeNull();
    expect(parsed.specialization).toBeNull();
    expect(parsed.visit_type).toBe('routine-checkup');
  });

  it.each([
    'primary_reason',
    'doctor_name',
    'hospital_name',
    'diagnosis',
    'treatment_plan',
    'record_date',
    'visit_type',
  ])("refuses a missing or blank %s with the product's message", (field) => {
    expect(firstMessage({ ...valid, [field]: '   ' })).toBe(MEDICAL_HISTORY_MESSAGES.requiredFields);
    const { [field as keyof typeof valid]: _dropped, ...rest } = valid;
    expect(firstMessage(rest)).toBe(MEDICAL_HISTORY_MESSAGES.requiredFields);
  });

  it('refuses days that do not exist and other date shapes', () => {
    expect(firstMessage({ ...valid, record_date: '2026-02-30' })).toMatch(/valid date/);
    expect(firstMessage({ ...valid, record_date: '05/03/2026' })).toMatch(/valid date/);
    expect(firstMessage({ ...valid, follow_up_date: '2026-13-01' })).toMatch(/valid date/);
    expect(createMedicalRecordSchema.parse({ ...valid, follow_up_date: '2028-02-29' }).follow_up_date).toBe(
      '2028-02-29',
    );
  });

  it('accepts only the eight visit types', () => {
    expect(firstMessage({ ...valid, visit_type: 'walk-in' })).toMatch(/visit type/);
  });

  it('refuses a 100 KB text field', () => {
    expect(firstMessage({ ...valid, symptoms: 'x'.repeat(100 * 1024) })).toBe(
      'Symptoms must be at most 5000 characters.',
    );
    expect(firstMessage({ ...valid, primary_reason: 'x'.repeat(201) })).toMatch(/at most 200/);
  });
});

describe('hasMedications (docs/product.md#dashboard-counts)', () => {
  it('is false for null, empty and whitespace-only medications', () => {
    expect(hasMedications(null)).toBe(false);
    expect(hasMedications('')).toBe(false);
    expect(hasMedications(' \n\t')).toBe(false);
    expect(hasMedications('Paracetamol 500 mg')).toBe(true);
  });
});
