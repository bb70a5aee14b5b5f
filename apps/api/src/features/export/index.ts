/** Data export (FHIR R4 Bundle): the routes; nothing else is public. */
export { exportRoutes } from './export.routes.js';
