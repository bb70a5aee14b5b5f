/** Liveness and database reachability: the plugin. */
export { healthRoutes } from './health.routes.js';
