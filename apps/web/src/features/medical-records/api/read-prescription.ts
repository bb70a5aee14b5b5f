import { medicineText, type CreateMedicalRecordInput, type DocumentRead } from '@sehat/shared';

/**
 * A prescription read from a file (docs/decisions/050-reading-documents.md#prescriptions) as the
 * medical-history form's pre-fill: what the form starts with, and the read whose file Save attaches.
 */
export interface PrescriptionPrefill {
  readId: string;
  file: File;
  /** The fields the reader found; none when it could read nothing (the form opens empty). */
  values: Partial<CreateMedicalRecordInput>;
  /** The medicine lines the reader was unsure of, to check against the original. */
  check: string[];
}

/**
 * The read as the form's pre-fill: doctor, visit date and diagnosis where printed, and one line per
 * medicine in "Prescribed medications" ('Metformin 500 mg — 1-0-1 — 30 days'), each editable. A failed
 * read pre-fills nothing: the file is still attached.
 */
export function prescriptionPrefill(read: DocumentRead, file: File): PrescriptionPrefill {
  const draft = read.status === 'done' ? read.prescription : undefined;
  if (!draft) return { readId: read.read_id, file, values: {}, check: [] };
  const values: Partial<CreateMedicalRecordInput> = {
    prescribed_medications: draft.medicines.map(medicineText).join('\n'),
  };
  if (draft.doctor_name) values.doctor_name = draft.doctor_name;
  if (draft.record_date) values.record_date = draft.record_date;
  if (draft.diagnosis) values.diagnosis = draft.diagnosis;
  return {
    readId: read.read_id,
    file,
    values,
    check: draft.medicines.filter((row) => row.needs_check).map(medicineText),
  };
}
