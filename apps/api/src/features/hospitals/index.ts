/** Built-in hospitals and the patient's clinics as one list (docs/product.md#screens-and-routes): the plugin and the shared resolver. */
export { hospitalsRoutes } from './hospitals.routes.js';
export { resolveHospital } from './hospitals.service.js';
