import { zodResolver } from '@hookform/resolvers/zod';
import { medicineInputSchema, MEDICINE_MESSAGES } from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';

// The English of the messages these schemas raise (keys of the shared table), for the form to show.
messageGroup('medicines', MEDICINE_MESSAGES);

/*
 * The medicine form's resolver. Imported only with `import()`, through `lazyResolver`
 * (src/lib/lazy-resolver.ts): zod and the schema load when the form is first used, not with the screen.
 */

/** A medicine, checked with the API's own schema (a schedule with no dose, an end before the start). */
export const medicineResolver = zodResolver(medicineInputSchema);
