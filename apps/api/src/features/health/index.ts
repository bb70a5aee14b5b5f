/** Liveness, readiness and the database check: the plugin. */
export { healthRoutes } from './health.routes.js';
