/** Family members without a login (docs/decisions/049-patients-apart-from-accounts.md): the plugin. */
export { familyRoutes } from './family.routes.js';
