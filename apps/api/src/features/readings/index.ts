/** Readings taken at home (docs/decisions/052-readings.md): the plugin, and the readings due the dashboard shows. */
export { readingsRoutes } from './readings.routes.js';
export { createReading, readingsDueToday } from './readings.service.js';
