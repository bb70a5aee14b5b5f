/** E-mail reminders the day before an appointment or a follow-up visit (issue 12 point 2). */
export { reminderJob } from './reminders.service.js';
