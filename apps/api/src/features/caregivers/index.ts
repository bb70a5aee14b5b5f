/** Caregivers with their own account, with consent (docs/decisions/051-caregivers.md). */
export { caregiversRoutes } from './caregivers.routes.js';
export { registerRoutePolicy, ROUTE_POLICY, policyKey } from './route-policy.js';
export { hashInvitationToken, newInvitationToken } from './invitation-token.js';
export { patientName } from './caregivers.repository.js';
export { nomineeAccessJob } from './nominee.service.js';
export { careReminderRecipients, type CareReminderRecipient } from './care-reminders.js';
