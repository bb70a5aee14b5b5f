/** Dashboard counts (docs/product.md#dashboard): the plugin. */
export { dashboardRoutes } from './dashboard.routes.js';
