/** Readings taken at home (docs/decisions/052-readings.md): the plugin. */
export { readingsRoutes } from './readings.routes.js';
