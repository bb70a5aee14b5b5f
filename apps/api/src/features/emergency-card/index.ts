/** The emergency card (docs/product.md#screens-added-since-the-first-version): the plugin. */
export { emergencyCardRoutes } from './emergency-card.routes.js';
