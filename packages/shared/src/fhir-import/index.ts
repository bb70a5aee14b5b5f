/**
 * The FHIR import contract without zod (docs/decisions/058-importing-fhir.md): what an import adds, why a
 * resource is skipped, and the sentences the API and the "Import records" card show. The schemas are in
 * `schemas.ts`.
 */

/** What an import adds, one count each: the Sehat records a Bundle's resources become. */
export const FHIR_IMPORT_KINDS = [
  'medical_records',
  'prescriptions',
  'lab_reports',
  'lab_results',
  'visits',
  'vaccinations',
  'insurance_policies',
  'scheme_cards',
  'claims',
  'medicines',
  'doses',
  'readings',
  'allergies',
  'chronic_conditions',
  'documents',
] as const;
export type FhirImportKind = (typeof FHIR_IMPORT_KINDS)[number];

/** Why a resource of the Bundle is not imported (the card says it in words: `importRecordsCard.reasons.*`). */
export const FHIR_SKIP_REASONS = [
  'unknownType',
  'notKept',
  'profileDetails',
  'outsideReport',
  'incomplete',
  'refused',
  'alreadyImported',
  'noFile',
  'memberNotFound',
] as const;
export type FhirSkipReason = (typeof FHIR_SKIP_REASONS)[number];

/** The largest export ZIP "Import records" takes, in bytes (413 past it). */
export const MAX_IMPORT_ARCHIVE_BYTES = 50 * 1024 * 1024;

/** The kinds of record a file comes with (a document is listed with the kind of row that holds it). */
export const FHIR_FILE_HOLDERS = [
  'medical_records',
  'lab_reports',
  'insurance_policies',
  'scheme_cards',
  'claims',
] as const satisfies readonly FhirImportKind[];
export type FhirFileHolder = (typeof FHIR_FILE_HOLDERS)[number];

/** One count of what an import adds (or added). */
export interface FhirImportCount {
  kind: FhirImportKind;
  count: number;
}

/**
 * POST /api/import/preview's answer: the Bundle's patient (name and `yyyy-MM-dd` birth date as written, null
 * when absent; `matches` false when they differ from the patient the import lands in), what would be added,
 * the files that come with them, and what is skipped: per resource type and reason, how many.
 */
export interface FhirImportPreview {
  patient: { name: string | null; birth_date: string | null; matches: boolean };
  add: FhirImportCount[];
  /** Each file that comes along: its name and the kind of record it is attached to, in import order. */
  documents: { name: string; holder: FhirFileHolder }[];
  skipped: { resourceType: string; reason: FhirSkipReason; count: number }[];
}

/** POST /api/import's answer (201): what was added, per kind. */
export interface FhirImportResult {
  added: FhirImportCount[];
}

/**
 * The refusals the import API sends (a table-only part, registered in `message-catalogue.ts` as the
 * `fhirImport` group; the web's Hindi `messages` namespace has the same keys).
 */
export const FHIR_IMPORT_MESSAGES = {
  notBundle: 'This file is not a FHIR R4 Bundle. Choose the .json file of a FHIR export.',
  invalidBundle: 'This file is not a valid FHIR R4 Bundle, so nothing was imported.',
  otherPatient:
    'These records are about another person (the name or date of birth differ). Confirm to import them anyway.',
  badArchive:
    "This ZIP is damaged or is not Sehat's export (an entry is not what it says, or a file is missing), so nothing was imported.",
  archiveTooLarge: 'This ZIP, or a file inside it, is too large to import, so nothing was imported.',
  noBundle: "This ZIP holds no sehat-fhir-bundle.json. Choose the ZIP of Sehat's export.",
  archiveFileRefused:
    'A file inside this ZIP is not the type it says it is, or not one Sehat keeps, so nothing was imported.',
} as const;
