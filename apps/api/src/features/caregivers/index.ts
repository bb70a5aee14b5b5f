/** Caregivers with their own account, with consent (docs/decisions/051-caregivers.md). */
export { caregiversRoutes } from './caregivers.routes.js';
export { hashInvitationToken, newInvitationToken } from './invitation-token.js';
export { patientName } from './caregivers.repository.js';
export { nomineeAccessJob } from './nominee.service.js';
export { careReminderRecipients } from './care-reminders.js';
