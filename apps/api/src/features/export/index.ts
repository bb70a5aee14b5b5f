/**
 * Data export (FHIR R4 Bundle): the routes, and the codes and words the export writes, which the FHIR import
 * (docs/decisions/058-importing-fhir.md) reads back.
 */
export { ARCHIVE_BUNDLE, ARCHIVE_SUMMARY } from './export-archive.js';
export { exportRoutes } from './export.routes.js';
export { SYSTEMS } from './fhir-codes.js';
export { POLICY_TYPE_TEXT } from './fhir-coverage.js';
export { MEAL_CONTEXT } from './fhir-readings.js';
