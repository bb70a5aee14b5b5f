/** ABHA, self-declared (docs/decisions/021-abha-self-declared.md): the plugin. */
export { abhaRoutes } from './abha.routes.js';
