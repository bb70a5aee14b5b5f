import { newPdf } from '../features/export/pdf-document.js';

/**
 * Ten generated printed prescriptions with their ground truth, for the reading tests and `npm run
 * bench:extract` (docs/decisions/050-reading-documents.md#prescriptions), next to the lab reports of
 * `lab-report-documents.ts` (whose `pdfPagePng` and `phonePhoto` make their images). Letterheads as Indian
 * clinics print them: English, bilingual (Hindi labels and durations) and compact (BD/TDS/OD words);
 * medicine lines "Tab. Metformin 500 mg 1-0-1 x 30 days". Nothing is committed: made on demand.
 */

const LAYOUTS = ['letterhead', 'bilingual', 'compact'] as const;
type Layout = (typeof LAYOUTS)[number];

/** One medicine as the reader must find it, and how the line prints it. */
interface TruthMedicine {
  name: string;
  strength: string;
  pattern: string;
  duration: string;
}

export interface TruthPrescription {
  id: string;
  layout: Layout;
  clinic: string;
  /** 'Dr. Rakesh Mehta' */
  doctor: string;
  /** yyyy-MM-dd */
  date: string;
  diagnosis: string | null;
  medicines: TruthMedicine[];
}

type Medicine = [form: string, name: string, strength: string, pattern: string, days: number];

const MEDICINES: Medicine[] = [
  ['Tab.', 'Metformin', '500 mg', '1-0-1', 30],
  ['Tab.', 'Amlodipine', '5 mg', '1-0-0', 30],
  ['Cap.', 'Amoxicillin', '500 mg', '1-1-1', 5],
  ['Tab.', 'Paracetamol', '650 mg', '1-1-1', 3],
  ['Tab.', 'Atorvastatin', '10 mg', '0-0-1', 30],
  ['Cap.', 'Omeprazole', '20 mg', '1-0-1', 14],
  ['Syp.', 'Ambroxol', '15 mg/5 ml', '1-1-1', 5],
  ['Tab.', 'Cetirizine', '10 mg', '0-0-1', 7],
  ['Tab.', 'Telmisartan', '40 mg', '1-0-0', 30],
  ['Tab.', 'Azithromycin', '500 mg', '1-0-0', 3],
  ['Tab.', 'Levothyroxine', '50 mcg', '1-0-0', 90],
  ['Tab.', 'Pantoprazole', '40 mg', '1-0-0', 14],
];
const WORDS: Record<string, string> = { '1-0-0': 'OD', '1-0-1': 'BD', '1-1-1': 'TDS', '0-0-1': 'HS' };
const DOCTORS = [
  ['Dr. Rakesh Mehta', 'MBBS, MD (Medicine)', 'Mehta Clinic'],
  ['Dr. Sunita Iyer', 'MBBS, DNB (Family Medicine)', 'Iyer Family Clinic'],
  ['Dr. Anil Kapoor', 'MBBS, MD', 'Kapoor Nursing Home'],
  ['Dr. Farah Khan', 'MBBS, DCH', 'Care Child Clinic'],
  ['Dr. Vikram Rao', 'MBBS, MD, DM (Cardiology)', 'Heart Care Centre'],
] as const;
const DIAGNOSES = [
  'Type 2 diabetes mellitus',
  'Hypertension',
  'Acute pharyngitis',
  null,
  'Dyslipidaemia',
  'Gastritis',
  'Allergic rhinitis',
  null,
  'Hypothyroidism',
  'Viral fever',
];

const duration = (days: number) =>
  days % 30 === 0 ? `${days / 30} month${days === 30 ? '' : 's'}` : `${days} days`;

/** The ten prescriptions: every layout in turn, two to four medicines each, dates in 2026. */
export function prescriptionCorpus(count = 10): TruthPrescription[] {
  return Array.from({ length: count }, (_unused, index) => {
    const [doctor, , clinic] = DOCTORS[index % DOCTORS.length]!;
    const medicines = Array.from({ length: 2 + (index % 3) }, (_u, row) => {
      const [, name, strength, pattern, days] = MEDICINES[(index * 3 + row) % MEDICINES.length]!;
      return { name, strength, pattern, duration: duration(days) };
    });
    return {
      id: `prescription-${String(index + 1).padStart(2, '0')}`,
      layout: LAYOUTS[index % LAYOUTS.length] as Layout,
      clinic,
      doctor,
      date: `2026-0${1 + (index % 3)}-${String(3 + index * 2).padStart(2, '0')}`,
      diagnosis: DIAGNOSES[index % DIAGNOSES.length] ?? null,
      medicines,
    };
  });
}

const dmy = (iso: string) => iso.split('-').reverse().join('/');
const formOf = (name: string) => MEDICINES.find((medicine) => medicine[1] === name)?.[0] ?? 'Tab.';

/** How the layout prints one medicine line. */
function medicineLine(layout: Layout, medicine: TruthMedicine, index: number): string {
  const form = formOf(medicine.name);
  const head = `${index + 1}. ${form} ${medicine.name} ${medicine.strength}`;
  if (layout === 'compact')
    return `${form} ${medicine.name} ${medicine.strength.replace(' ', '')} ${WORDS[medicine.pattern] ?? medicine.pattern} for ${medicine.duration}`;
  if (layout === 'bilingual' && medicine.duration.endsWith('days'))
    return `${head}    ${medicine.pattern}    x ${medicine.duration.replace(' days', ' दिन')}`;
  return `${head}    ${medicine.pattern}    x ${medicine.duration}`;
}

/** The prescription as a one-page text PDF on its letterhead. */
export async function prescriptionPdf(prescription: TruthPrescription): Promise<Buffer> {
  const doc = newPdf('Prescription', new Date('2026-01-01T00:00:00Z'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const left = 48;
  const bilingual = prescription.layout === 'bilingual';
  const degrees = DOCTORS.find(([name]) => name === prescription.doctor)?.[1] ?? 'MBBS';
  doc.font('bold').fontSize(16).text(prescription.clinic, left, 48, { lineBreak: false });
  doc.fontSize(13).text(`${prescription.doctor}, ${degrees}`, left, 74, { lineBreak: false });
  doc.font('regular').fontSize(10);
  doc.text('Reg. No. MMC 45821    Ph: 98200 12345', left, 96, { lineBreak: false });
  doc.moveTo(left, 114).lineTo(547, 114).lineWidth(1).stroke();
  doc.fontSize(12);
  doc.text('Patient: Asha Verma    Age/Sex: 45 Y / F', left, 128, { lineBreak: false });
  doc.text(`${bilingual ? 'दिनांक / ' : ''}Date: ${dmy(prescription.date)}`, left + 330, 128, {
    lineBreak: false,
  });
  let y = 160;
  if (prescription.diagnosis) {
    const label = prescription.layout === 'compact' ? 'Dx' : bilingual ? 'निदान / Diagnosis' : 'Diagnosis';
    doc.text(`${label}: ${prescription.diagnosis}`, left, y, { lineBreak: false });
    y += 28;
  }
  doc.font('bold').fontSize(18).text('Rx', left, y, { lineBreak: false });
  doc.font('regular').fontSize(12);
  prescription.medicines.forEach((medicine, index) => {
    y += 28;
    doc.text(medicineLine(prescription.layout, medicine, index), left + 10, y, { lineBreak: false });
  });
  doc
    .fontSize(10)
    .text(bilingual ? 'अगली जाँच / Review after 1 month' : 'Review after 1 month', left, y + 44, {
      lineBreak: false,
    });
  doc.text('Signature', left + 380, 720, { lineBreak: false });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
