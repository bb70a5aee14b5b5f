import { describe, expect, it } from 'vitest';
import { medicineInputSchema } from './schemas.js';

const base = { name: 'Metformin', start_date: '2026-11-27' };
const firstKey = (input: unknown) => medicineInputSchema.safeParse(input).error?.issues[0]?.message;

describe('a medicine as entered', () => {
  it('takes a 1-0-1 course with defaults filled in', () => {
    const parsed = medicineInputSchema.parse({ ...base, schedule: { type: 'pattern', pattern: '1-0-1' } });
    expect(parsed).toMatchObject({
      schedule: { type: 'pattern', pattern: '1-0-1', repeat: { kind: 'daily' } },
      end_date: null,
      medical_record_id: null,
      units_per_dose: 1,
      strength: null,
    });
  });

  it('refuses a schedule with no dose: 0-0-0, no times, no weekday', () => {
    expect(firstKey({ ...base, schedule: { type: 'pattern', pattern: '0-0-0' } })).toBe(
      'medicines.scheduleNoDoses',
    );
    expect(firstKey({ ...base, schedule: { type: 'times', times: [] } })).toBe('medicines.scheduleNoDoses');
    expect(
      firstKey({
        ...base,
        schedule: { type: 'times', times: ['08:00'], repeat: { kind: 'weekdays', days: [] } },
      }),
    ).toBe('medicines.weekdaysInvalid');
  });

  it('refuses a bad notation, a bad time, an end before the start', () => {
    expect(firstKey({ ...base, schedule: { type: 'pattern', pattern: '1-0' } })).toBe(
      'medicines.patternInvalid',
    );
    expect(firstKey({ ...base, schedule: { type: 'times', times: ['25:00'] } })).toBe(
      'medicines.timeInvalid',
    );
    expect(firstKey({ ...base, schedule: { type: 'as_needed' }, end_date: '2026-11-26' })).toBe(
      'medicines.endBeforeStart',
    );
  });
});
