/** Prescription history (docs/product.md#screens-and-routes): a view of medical records with medications. The plugin. */
export { prescriptionsRoutes } from './prescriptions.routes.js';
