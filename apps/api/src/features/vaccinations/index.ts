/** Vaccinations (docs/decisions/055-vaccinations.md): the plugin and what the dashboard, bell and reminder job call. */
export { vaccinationsRoutes } from './vaccinations.routes.js';
export { vaccinesToAttend } from './vaccinations.service.js';
export { createImmunization } from './vaccinations.service.js';
