import { describe, expect, it } from 'vitest';
import { readingInputSchema, readingListQuerySchema, readingSeriesQuerySchema } from './schemas.js';

const takenAt = '2026-11-27T08:30:00+05:30';
const refusal = (input: unknown) => {
  const result = readingInputSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('reading input bounds (docs/decisions/052-readings.md)', () => {
  it('accepts each kind within its bounds', () => {
    for (const input of [
      { kind: 'blood_pressure', taken_at: takenAt, systolic: 128, diastolic: 82, pulse: 72 },
      { kind: 'blood_pressure', taken_at: '2026-11-27T03:00:00Z', systolic: 128, diastolic: 82 },
      { kind: 'blood_glucose', taken_at: takenAt, value: 142, context: 'after_meal' },
      { kind: 'weight', taken_at: takenAt, value: 71.4 },
      { kind: 'spo2', taken_at: takenAt, value: 97 },
      { kind: 'temperature', taken_at: takenAt, value: 101.2, unit: 'F' },
      { kind: 'temperature', taken_at: takenAt, value: 38.4, unit: 'C' },
      { kind: 'heart_rate', taken_at: takenAt, value: 64 },
    ])
      expect(refusal(input), input.kind).toBeNull();
  });

  it('refuses implausible blood pressure: 300/20 and a diastolic not below the systolic', () => {
    expect(refusal({ kind: 'blood_pressure', taken_at: takenAt, systolic: 300, diastolic: 20 })).toEqual([
      'readings.systolicOutOfRange',
      'readings.diastolicOutOfRange',
    ]);
    expect(refusal({ kind: 'blood_pressure', taken_at: takenAt, systolic: 90, diastolic: 120 })).toEqual([
      'readings.diastolicNotBelowSystolic',
    ]);
  });

  it('refuses glucose of 0 or 2,000, a weight of 0, and a temperature off the scale in either unit', () => {
    expect(refusal({ kind: 'blood_glucose', taken_at: takenAt, value: 0, context: 'fasting' })).toEqual([
      'readings.glucoseOutOfRange',
    ]);
    expect(refusal({ kind: 'blood_glucose', taken_at: takenAt, value: 2000, context: 'random' })).toEqual([
      'readings.glucoseOutOfRange',
    ]);
    expect(refusal({ kind: 'blood_glucose', taken_at: takenAt, value: 120, context: 'lunch' })).toEqual([
      'readings.glucoseContextInvalid',
    ]);
    expect(refusal({ kind: 'weight', taken_at: takenAt, value: 0 })).toEqual(['readings.weightOutOfRange']);
    expect(refusal({ kind: 'temperature', taken_at: takenAt, value: 98.6, unit: 'C' })).toEqual([
      'readings.temperatureOutOfRange',
    ]);
    expect(refusal({ kind: 'temperature', taken_at: takenAt, value: 37, unit: 'F' })).toEqual([
      'readings.temperatureOutOfRange',
    ]);
  });

  it('refuses an unknown kind, a time without its offset and a value that is not a number', () => {
    expect(refusal({ kind: 'cholesterol', taken_at: takenAt, value: 1 })).toEqual(['readings.kindInvalid']);
    expect(refusal({ kind: 'spo2', taken_at: '2026-11-27 08:30', value: 97 })).toEqual([
      'readings.takenAtInvalid',
    ]);
    expect(refusal({ kind: 'spo2', taken_at: takenAt, value: '97' })).toEqual(['readings.valueNotNumber']);
  });

  it('reads list and chart queries, refusing a reversed range and an unknown period', () => {
    expect(
      readingListQuerySchema.safeParse({ from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' }).success,
    ).toBe(false);
    expect(readingSeriesQuerySchema.parse({ kind: 'spo2' })).toEqual({ kind: 'spo2', days: 30 });
    expect(readingSeriesQuerySchema.parse({ kind: 'spo2', days: '90' }).days).toBe(90);
    expect(readingSeriesQuerySchema.safeParse({ kind: 'spo2', days: '45' }).success).toBe(false);
  });
});
