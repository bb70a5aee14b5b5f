/** Upcoming visits and follow-ups (spec §2): the plugin and the booking's way to create a visit. */
export { visitsRoutes } from './visits.routes.js';
export { changeUpcomingVisit, scheduleVisit } from './visits.service.js';
