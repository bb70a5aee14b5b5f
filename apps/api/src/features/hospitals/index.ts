/** Built-in hospitals and the patient's clinics as one list (spec §2): the plugin and the shared resolver. */
export { hospitalsRoutes } from './hospitals.routes.js';
export { resolveHospital } from './hospitals.service.js';
