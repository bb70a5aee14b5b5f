import { zodResolver } from '@hookform/resolvers/zod';
import { emergencyContactInputSchema, EMERGENCY_CONTACT_MESSAGES } from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';

// The English of the messages these schemas raise (keys of the shared table), for the form to show.
messageGroup('emergencyContacts', EMERGENCY_CONTACT_MESSAGES);

/*
 * The emergency contact form's resolver. Imported only with `import()`, through `lazyResolver`
 * (src/lib/lazy-resolver.ts): zod and the schema load when the form is first used, not with the screen.
 */

/** Name, relationship, Indian mobile number and optional e-mail, checked with the API's own schema. */
export const contactResolver = zodResolver(emergencyContactInputSchema);
