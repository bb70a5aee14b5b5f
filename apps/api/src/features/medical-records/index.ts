/** Medical history and prescription files (spec §2, §3, §5): the plugin and what other features may call. */
export { medicalRecordsRoutes } from './medical-records.routes.js';
export { listPrescriptions, medicalRecordsByIds } from './medical-records.service.js';
export { prescriptionFileReferences } from './prescription-files.service.js';
