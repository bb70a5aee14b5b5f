/** Booking an appointment (docs/product.md#book-appointment): the plugin. */
export { appointmentsRoutes } from './appointments.routes.js';
