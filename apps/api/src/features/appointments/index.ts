/** Booking an appointment (spec §2 Book appointment): the plugin. */
export { appointmentsRoutes } from './appointments.routes.js';
