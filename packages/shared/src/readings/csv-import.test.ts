import { describe, expect, it } from 'vitest';
import { parseCsv, READING_CSV_LIMITS, readingsFromCsv } from './csv-import.js';

const IST = 'Asia/Kolkata';

describe('readings from a CSV file (docs/decisions/052-readings.md)', () => {
  it('reads quoted fields, CRLF rows and skips blank lines', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });

  it('maps a blood pressure export, times in the patient’s zone', () => {
    const csv =
      '\uFEFFDate,Time,Systolic,Diastolic,Pulse\n2026-11-20,07:30,138,88,74\n2026-11-20,21:05,124,80,\n';
    expect(readingsFromCsv(csv, IST)).toEqual({
      ok: true,
      kind: 'blood_pressure',
      inputs: [
        {
          kind: 'blood_pressure',
          taken_at: '2026-11-20T07:30:00.000+05:30',
          systolic: 138,
          diastolic: 88,
          pulse: 74,
        },
        {
          kind: 'blood_pressure',
          taken_at: '2026-11-20T21:05:00.000+05:30',
          systolic: 124,
          diastolic: 80,
          pulse: null,
        },
      ],
    });
  });

  it('maps a glucometer export, an empty context being random', () => {
    const result = readingsFromCsv(
      'time,date,glucose,context\n08:00,2026-11-21,112,fasting\n13:00,2026-11-21,150,\n',
      IST,
    );
    expect(result.ok && result.inputs.map((i) => [i.value, i.context])).toEqual([
      [112, 'fasting'],
      [150, 'random'],
    ]);
  });

  it('refuses wrong columns, formulas, bad dates, an empty file and too many rows', () => {
    const refusal = (csv: string) => {
      const result = readingsFromCsv(csv, IST);
      return result.ok ? null : result.message;
    };
    expect(refusal('date,time,systolic\n2026-11-20,07:30,138\n')).toEqual({
      key: 'readings.csvWrongColumns',
    });
    expect(refusal('date,time,glucose,notes\n2026-11-20,07:30,100,x\n')).toEqual({
      key: 'readings.csvWrongColumns',
    });
    expect(
      refusal('date,time,glucose\n2026-11-20,07:30,100\n2026-11-20,08:30,"=HYPERLINK(""http://x"",""y"")"\n'),
    ).toEqual({
      key: 'readings.csvFormula',
      values: { row: 3 },
    });
    expect(refusal('date,time,glucose\n20/11/2026,07:30,100\n')).toEqual({
      key: 'readings.csvRowInvalid',
      values: { row: 2 },
    });
    expect(refusal('date,time,glucose\n')).toEqual({ key: 'readings.csvEmpty' });
    const many = `date,time,glucose\n${'2026-11-20,07:30,100\n'.repeat(READING_CSV_LIMITS.maxRows + 1)}`;
    expect(refusal(many)).toEqual({
      key: 'readings.csvTooManyRows',
      values: { max: READING_CSV_LIMITS.maxRows },
    });
  });
});
