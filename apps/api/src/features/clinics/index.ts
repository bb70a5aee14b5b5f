/** Clinics the patient registers (spec §2 Add clinic, §3 clinics): the plugin and what other features may call. */
export { clinicsRoutes } from './clinics.routes.js';
export { findOwnClinic } from './clinics.service.js';
