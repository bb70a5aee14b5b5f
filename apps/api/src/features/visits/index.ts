/** Upcoming visits and follow-ups (docs/product.md#screens-and-routes): the plugin and the booking's way to create a visit. */
export { visitsRoutes } from './visits.routes.js';
export { changeUpcomingVisit, scheduleVisit } from './visits.service.js';
export { createVisit } from './visits.repository.js';
