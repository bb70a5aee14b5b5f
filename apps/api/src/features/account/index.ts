/** The account itself: erasure (routes, and the start-up resume of erasures a crash cut short). */
export { accountRoutes } from './account.routes.js';
export { resumePendingErasures } from './account-erasure.service.js';
