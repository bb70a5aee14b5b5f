/** Prescription history (spec §2): a view of medical records with medications. The plugin. */
export { prescriptionsRoutes } from './prescriptions.routes.js';
