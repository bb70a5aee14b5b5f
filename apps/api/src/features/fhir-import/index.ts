/** Importing FHIR R4 Bundles (docs/decisions/058-importing-fhir.md): the routes; nothing else is public. */
export { fhirImportRoutes } from './fhir-import.routes.js';
