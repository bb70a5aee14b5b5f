/** Personal information (spec §2): the plugin. */
export { personalInfoRoutes } from './personal-info.routes.js';
