/** The bell (docs/product.md#screens-and-routes Notifications): the plugin. */
export { notificationRoutes } from './notifications.routes.js';
export { listNotifications } from './notifications.service.js';
