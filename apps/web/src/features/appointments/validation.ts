import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOKING_MESSAGES,
  bookAppointmentSchema,
  isPastDate,
  APPOINTMENT_CHANGE_MESSAGES,
} from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';

// The English of the messages these schemas raise (keys of the shared table), for the form to show.
messageGroup('appointments', APPOINTMENT_CHANGE_MESSAGES);

const bookingMessages = messageGroup('booking', BOOKING_MESSAGES);

/*
 * The booking form's rules and resolver. Imported only with `import()` by the app, through `lazyResolver`
 * (src/lib/lazy-resolver.ts): zod and the schema load when the form is first used, not with the screen.
 */

/** The booking form's rules: the server's schema, and no day before today (docs/product.md#booking-fields). */
export const bookingFormSchema = bookAppointmentSchema.refine((booking) => !isPastDate(booking.visit_date), {
  path: ['visit_date'],
  message: bookingMessages.pastDate.key,
});

export const bookingResolver = zodResolver(bookingFormSchema);
