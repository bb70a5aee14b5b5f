/** E-mail reminders the day before an appointment or a follow-up visit (docs/decisions/028-jobs-and-reminders.md). */
export { reminderJob } from './reminders.service.js';
