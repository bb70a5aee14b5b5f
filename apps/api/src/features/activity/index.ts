/** The activity log: its routes, the hook that records guarded requests, the auth events, the purge. */
export { activityRoutes } from './activity.routes.js';
export { registerActivityLog } from './activity-hook.js';
export { authActivityLog, twoFactorActivityLog } from './auth-activity.js';
export { activityPurgeJob } from './activity-purge.js';
export { appendActivity, replaceWithTombstone } from './activity-log.repository.js';
