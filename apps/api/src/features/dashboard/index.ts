/** Dashboard counts (spec §2 Dashboard): the plugin. */
export { dashboardRoutes } from './dashboard.routes.js';
