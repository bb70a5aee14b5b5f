import { BOOKING_MESSAGES, isPastDate, rescheduleAppointmentSchema } from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';

const bookingMessages = messageGroup('booking', BOOKING_MESSAGES);

/*
 * The reschedule dialog's date check. Imported only with `import()`, through `loadOnce`
 * (src/lib/lazy-resolver.ts): zod and the schema load when the dialog is first used, not with the screen.
 */

/**
 * The new day's problem as the server would say it (a key of the shared table), or null: the shared schema (a real `yyyy-MM-dd`
 * day), then "not before today" in India's time zone (docs/product.md#booking-fields).
 */
export function rescheduleDateProblem(value: string): string | null {
  const parsed = rescheduleAppointmentSchema.safeParse({ visit_date: value });
  if (!parsed.success) return bookingMessages.invalidDate.key;
  return isPastDate(parsed.data.visit_date) ? bookingMessages.pastDate.key : null;
}
