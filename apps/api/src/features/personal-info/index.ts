/** Personal information (docs/product.md#screens-and-routes): the plugin. */
export { personalInfoRoutes } from './personal-info.routes.js';
export { getPersonalInfo, savePersonalInfo } from './personal-info.service.js';
