/** Emergency contacts (docs/product.md#screens-added-since-the-first-version): the plugin and the list the emergency card reads. */
export { emergencyContactsRoutes } from './emergency-contacts.routes.js';
export { listEmergencyContacts } from './emergency-contacts.service.js';
