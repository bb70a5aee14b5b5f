import { describe, expect, it } from 'vitest';
import { medicineOfLine, medicineText, parsePrescription } from './prescription-parser.js';

const line = (text: string, confidence = 100) => ({ text, confidence });
const lines = (...texts: string[]) => texts.map((text) => line(text));

describe('medicine lines of a prescription (docs/decisions/050-reading-documents.md#prescriptions)', () => {
  it.each([
    ['Tab. Metformin 500 mg 1-0-1 x 30 days', 'Metformin', '500 mg', '1-0-1', '30 days'],
    ['1. Cap. Amoxicillin 500mg 1-1-1 for 5 days', 'Amoxicillin', '500 mg', '1-1-1', '5 days'],
    ['Syp. Paracetamol 250 mg/5 ml TDS x 3 days', 'Paracetamol', '250 mg/5 ml', '1-1-1', '3 days'],
    ['Tab Amlodipine 5 mg OD for 1 month', 'Amlodipine', '5 mg', '1-0-0', '1 month'],
    ['Tab. Pantoprazole 40 mg BD before food x 2 weeks', 'Pantoprazole', '40 mg', '1-0-1', '2 weeks'],
    ['Inj. Insulin Glargine 10 units HS', 'Insulin Glargine', '10 units', '0-0-1', ''],
    ['Tab. Vitamin D3 60000 IU 1-0-0-0 x 8 weeks', 'Vitamin D3', '60000 IU', '1-0-0-0', '8 weeks'],
  ])('%s', (text, name, strength, pattern, duration) => {
    expect(medicineOfLine(line(text))).toEqual({ name, strength, pattern, duration, needs_check: false });
  });

  it('reads Devanagari digits and Hindi durations', () => {
    expect(medicineOfLine(line('गोली Metformin ५०० mg १-०-१ x १० दिन'))).toEqual({
      name: 'Metformin',
      strength: '500 mg',
      pattern: '1-0-1',
      duration: '10 days',
      needs_check: false,
    });
  });

  it('marks a line for checking when the reader was unsure or found neither strength nor pattern', () => {
    expect(medicineOfLine(line('Tab. Metformin 500 mg 1-0-1', 60))?.needs_check).toBe(true);
    expect(medicineOfLine(line('Tab. Metformin as advised'))).toMatchObject({
      name: 'Metformin as advised',
      needs_check: true,
    });
    expect(medicineOfLine(line('Tab. Me#f@rm 500 mg 1-0-1'))?.needs_check).toBe(true);
  });

  it('is not a medicine line without a dosage form', () => {
    expect(medicineOfLine(line('Blood pressure 130/80 mmHg'))).toBeNull();
    expect(medicineOfLine(line('Tablets 500 mg 1-0-1'))).toBeNull();
  });

  it('writes a row as a line of the form', () => {
    expect(
      medicineText({ name: 'Metformin', strength: '500 mg', pattern: '1-0-1', duration: '30 days' }),
    ).toBe('Metformin 500 mg — 1-0-1 — 30 days');
    expect(medicineText({ name: 'Metformin', strength: '', pattern: '', duration: '' })).toBe('Metformin');
  });
});

describe('a whole prescription', () => {
  it('reads the doctor, the date, the diagnosis and the medicines', () => {
    expect(
      parsePrescription(
        lines(
          'Dr. Rakesh Mehta MBBS, MD (Medicine)',
          'Reg. No. 12345   Ph: 98100 00000',
          'Patient: Asha Verma   Age: 45 Y   Date: 04/03/2026',
          'Dx: Type 2 diabetes mellitus',
          'Rx',
          'Tab. Metformin 500 mg 1-0-1 x 30 days',
          'Tab. Atorvastatin 10 mg 0-0-1 x 30 days',
        ),
      ),
    ).toEqual({
      doctor_name: 'Dr. Rakesh Mehta',
      record_date: '2026-03-04',
      diagnosis: 'Type 2 diabetes mellitus',
      medicines: [
        { name: 'Metformin', strength: '500 mg', pattern: '1-0-1', duration: '30 days', needs_check: false },
        {
          name: 'Atorvastatin',
          strength: '10 mg',
          pattern: '0-0-1',
          duration: '30 days',
          needs_check: false,
        },
      ],
    });
  });

  it('reads a Hindi date label and diagnosis', () => {
    const draft = parsePrescription(lines('डॉ. / Dr. S. Iyer', 'दिनांक: ०५/०३/२०२६', 'निदान: Viral fever'));
    expect(draft).toMatchObject({
      doctor_name: 'Dr. S. Iyer',
      record_date: '2026-03-05',
      diagnosis: 'Viral fever',
    });
  });

  it('finds nothing in words that are not a prescription, and guesses nothing', () => {
    expect(parsePrescription(lines('a cat on a sofa', '~~ ;;; ~~'))).toEqual({
      doctor_name: null,
      record_date: null,
      diagnosis: null,
      medicines: [],
    });
  });
});

describe('Devanagari as a PDF text layer gives it', () => {
  it('puts the short-i sign after its consonant, so "िदन" reads as days', () => {
    expect(medicineOfLine(line('1. Tab. Paracetamol 650 mg  1-1-1  x 3 िदन'))).toEqual({
      name: 'Paracetamol',
      strength: '650 mg',
      pattern: '1-1-1',
      duration: '3 days',
      needs_check: false,
    });
    expect(parsePrescription(lines('िनदान / Diagnosis: Hypertension')).diagnosis).toBe('Hypertension');
  });

  it('marks a name that kept a duration it could not read', () => {
    expect(medicineOfLine(line('Tab. Paracetamol 650 mg 1-1-1 x 3 dyas'))?.needs_check).toBe(true);
  });
});
