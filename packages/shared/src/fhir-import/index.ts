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
  'documents',
] as const;
export type FhirImportKind = (typeof FHIR_IMPORT_KINDS)[number];

/** Why a resource of the Bundle is not imported: a key of `FHIR_IMPORT_MESSAGES` (`skip*`). */
export const FHIR_SKIP_REASONS = [
  'skipUnknownType',
  'skipNotKept',
  'skipProfileDetails',
  'skipOutsideReport',
  'skipIncomplete',
  'skipRefused',
  'skipAlreadyImported',
  'skipNoFile',
] as const;
export type FhirSkipReason = (typeof FHIR_SKIP_REASONS)[number];

/**
 * Sentences of the import (a table-only part, registered in `message-catalogue.ts` as the `fhirImport`
 * group; the web's Hindi `messages` namespace has the same keys).
 */
export const FHIR_IMPORT_MESSAGES = {
  notBundle: 'This file is not a FHIR R4 Bundle. Choose the .json file of a FHIR export.',
  invalidBundle: 'This file is not a valid FHIR R4 Bundle, so nothing was imported.',
  otherPatient:
    'These records are about another person (the name or date of birth differ). Confirm to import them anyway.',
  skipUnknownType: 'Not a FHIR R4 resource type.',
  skipNotKept: 'Sehat does not keep this kind of record.',
  skipProfileDetails: 'Profile details (allergies, conditions, blood group, contacts) are not imported.',
  skipOutsideReport: 'A measurement outside a lab report or visit.',
  skipIncomplete: 'A date, name or value is missing or cannot be read.',
  skipRefused: 'Refused by Sehat’s rules (for example a date in the future or before birth).',
  skipAlreadyImported: 'Already imported.',
  skipNoFile: 'The file itself is not inside the Bundle.',
  tooLarge: 'The file must be smaller than 10 MB.',
  imported: '{{count}} records imported.',
  importFailed: 'The records could not be imported. Please try again.',
} as const;
