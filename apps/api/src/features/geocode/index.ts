/** Reverse geocoding through our Nominatim proxy (spec §7 Other): the plugin. */
export { geocodeRoutes } from './geocode.routes.js';
