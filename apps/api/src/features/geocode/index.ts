/** Reverse geocoding through our Nominatim proxy (docs/product.md#data-calls Other): the plugin. */
export { geocodeRoutes } from './geocode.routes.js';
