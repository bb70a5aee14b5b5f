/** The patient's medicines and their doses (docs/decisions/054-medicines.md): the plugin and what other features read. */
export { medicinesRoutes } from './medicines.routes.js';
export { doseDay, markDose } from './doses.service.js';
export { createMedicine } from './medicines.service.js';
export { currentMedicineLines } from './current-medicines.js';
export { medicineNotices } from './medicine-notices.js';
export { findDueMedicineDigests } from './medicine-digests.js';
