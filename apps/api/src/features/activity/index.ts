/** The activity log: its routes, the hook that records guarded requests, the auth events, the purge. */
export { activityRoutes } from './activity.routes.js';
export { registerActivityLog } from './activity-hook.js';
export { authActivityLog } from './auth-activity.js';
export { activityPurgeJob } from './activity-purge.js';
export { replaceWithTombstone } from './activity-log.repository.js';
