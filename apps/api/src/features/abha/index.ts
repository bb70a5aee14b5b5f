/** ABHA, self-declared (issue "Complete records", scope 3): the plugin. */
export { abhaRoutes } from './abha.routes.js';
