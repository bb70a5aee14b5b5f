/** Emergency contacts (issue "Complete records"): the plugin and the list the emergency card reads. */
export { emergencyContactsRoutes } from './emergency-contacts.routes.js';
export { listEmergencyContacts } from './emergency-contacts.service.js';
