/** The emergency card (issue "Complete records", scope 2): the plugin. */
export { emergencyCardRoutes } from './emergency-card.routes.js';
