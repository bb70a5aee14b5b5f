/** Vaccinations (docs/decisions/055-vaccinations.md): the plugin and what the dashboard, bell and export call. */
export { vaccinationsRoutes } from './vaccinations.routes.js';
export { toImmunization, vaccinesToAttend } from './vaccinations.service.js';
