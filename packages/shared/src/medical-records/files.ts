import { MAX_PRESCRIPTION_FILES, MAX_UPLOAD_BYTES } from '../constants.js';
import type { ToastMessage } from '../message-catalogue.js';

/**
 * Prescription files (docs/product.md#file-areas, docs/product.md#prescription-files, docs/product.md#limits-and-constants).
 * The server stores each file at `{userId}/{timestamp}-{random}.{ext}` in the
 * `prescriptions` area, with `ext` taken from the file's content, never from
 * its name. The API and UI speak of a file by its name (the last segment).
 */

/** Extensions a prescription file is stored with (jpeg content is stored as jpg). */
export const PRESCRIPTION_FILE_EXTENSIONS = ['pdf', 'jpg', 'png', 'doc', 'docx'] as const;
export type PrescriptionFileExtension = (typeof PRESCRIPTION_FILE_EXTENSIONS)[number];

/** What the file picker offers (docs/product.md#validation-rules: pdf, jpg, jpeg, png, doc, docx). */
export const PRESCRIPTION_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';

/** `{timestamp}-{random}.{ext}` as made by the server. */
export const PRESCRIPTION_FILE_NAME_PATTERN = /^\d{10,16}-[0-9a-z]{8,32}\.(pdf|jpg|png|doc|docx)$/;

/** The last segment of a storage path: 'u1/1700000000000-abc.pdf' → '1700000000000-abc.pdf'. */
export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The stored extension of a file name, or null when it is not one of ours. */
export function prescriptionFileExt(name: string): PrescriptionFileExtension | null {
  const match = PRESCRIPTION_FILE_NAME_PATTERN.exec(fileNameOf(name));
  return match ? (match[1] as PrescriptionFileExtension) : null;
}

/** A prescription file as `describePrescriptionFiles` describes it (the API's `PrescriptionFile`). */
export interface DescribedPrescriptionFile {
  name: string;
  display_name: string;
  ext: PrescriptionFileExtension;
  viewable: boolean;
}

/**
 * Describes a record's stored paths for the API, in upload order; paths that
 * are not ours are skipped. `names` maps a path to the patient's file name;
 * a path without one is named 'prescription-<n>.<ext>' by its position.
 */
export function describePrescriptionFiles(
  paths: readonly string[],
  names: ReadonlyMap<string, string> = new Map(),
): DescribedPrescriptionFile[] {
  const files: DescribedPrescriptionFile[] = [];
  for (const path of paths) {
    const name = fileNameOf(path);
    const ext = prescriptionFileExt(name);
    if (!ext) continue;
    files.push({
      name,
      display_name: names.get(path) ?? `prescription-${files.length + 1}.${ext}`,
      ext,
      viewable: ext === 'pdf' || ext === 'jpg' || ext === 'png',
    });
  }
  return files;
}

/** Bytes as the file list shows them: 512 B, 12.5 KB, 3.2 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const PICKABLE_EXTENSIONS = new Set(['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx']);

/**
 * The browser's early check of files a patient picks, before anything is
 * sent (the server checks again, by content): more than 5 with those already
 * there → 'Too many files: …'; a name not ending in pdf, jpg, jpeg, png, doc
 * or docx, or a file over 10 MB → 'Upload failed: {name}: {reason}', the
 * server's wording. Null when the pick is fine.
 */
export function pickedFilesProblem(
  existing: number,
  picked: readonly { name: string; size: number }[],
): ToastMessage | null {
  if (existing + picked.length > MAX_PRESCRIPTION_FILES)
    return { title: 'upload.tooManyTitle', description: 'upload.tooManyDescription' };
  const refused = (
    key: 'fileRefusals.prescriptions' | 'fileRefusals.tooLarge',
    name: string,
  ): ToastMessage => ({
    title: 'upload.failedTitle',
    description: { key, values: { name } },
  });
  for (const file of picked) {
    const ext = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
    if (!file.name.includes('.') || !PICKABLE_EXTENSIONS.has(ext))
      return refused('fileRefusals.prescriptions', file.name);
    if (file.size > MAX_UPLOAD_BYTES) return refused('fileRefusals.tooLarge', file.name);
  }
  return null;
}
