/** The bell (spec §2 Notifications): the plugin. */
export { notificationRoutes } from './notifications.routes.js';
export { listNotifications } from './notifications.service.js';
