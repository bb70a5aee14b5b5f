/** Medical history and prescription files (docs/product.md#screens-and-routes, docs/product.md#data-kept, docs/product.md#validation-rules): the plugin and what other features may call. */
export { medicalRecordsRoutes } from './medical-records.routes.js';
export { listPrescriptions, medicalRecordsByIds } from './medical-records.service.js';
export { prescriptionFileReferences } from './prescription-files.service.js';
export { createMedicalRecord } from './medical-records.service.js';
