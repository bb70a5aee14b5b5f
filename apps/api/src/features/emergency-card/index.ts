/** The emergency card (docs/product.md#screens-added-since-the-first-version): the plugin, and what it and share links add when the patient chose to. */
export { cardCoverage } from './card-coverage.js';
export { emergencyCardRoutes } from './emergency-card.routes.js';
