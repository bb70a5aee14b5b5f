import type { DocumentRead } from '@sehat/shared';
import { describe, expect, it } from 'vitest';
import { prescriptionPrefill } from './read-prescription';

const file = new File(['%PDF'], 'rx.pdf', { type: 'application/pdf' });
const base = {
  read_id: 'r1',
  kind: 'prescription',
  progress: 100,
  file: { name: 'rx.pdf', content_type: 'application/pdf' },
} as const;

describe('a prescription read as the medical-history form pre-fill', () => {
  it('fills doctor, date, diagnosis and one editable line per medicine, and lists the unsure ones', () => {
    const read: DocumentRead = {
      ...base,
      status: 'done',
      prescription: {
        doctor_name: 'Dr. Rakesh Mehta',
        record_date: '2026-03-04',
        diagnosis: null,
        medicines: [
          {
            name: 'Metformin',
            strength: '500 mg',
            pattern: '1-0-1',
            duration: '30 days',
            needs_check: false,
          },
          { name: 'Amlodipine', strength: '', pattern: '', duration: '', needs_check: true },
        ],
      },
    };
    expect(prescriptionPrefill(read, file)).toEqual({
      readId: 'r1',
      file,
      values: {
        doctor_name: 'Dr. Rakesh Mehta',
        record_date: '2026-03-04',
        prescribed_medications: 'Metformin 500 mg — 1-0-1 — 30 days\nAmlodipine',
      },
      check: ['Amlodipine'],
    });
  });

  it('fills nothing from a read that failed, and keeps its file', () => {
    const read: DocumentRead = {
      ...base,
      status: 'failed',
      message: { key: 'documentReading.prescriptionNotRead', values: {} },
    };
    expect(prescriptionPrefill(read, file)).toEqual({ readId: 'r1', file, values: {}, check: [] });
  });
});
