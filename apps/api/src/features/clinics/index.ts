/** Clinics the patient registers (docs/product.md#add-clinic, docs/product.md#clinics): the plugin and what other features may call. */
export { clinicsRoutes } from './clinics.routes.js';
export { findOwnClinic } from './clinics.service.js';
export { isUniqueViolation } from './clinic-id.js';
