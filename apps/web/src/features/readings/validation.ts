import { zodResolver } from '@hookform/resolvers/zod';
import { readingInputSchema, READING_MESSAGES } from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';

// The English of the messages these schemas raise (keys of the shared table), for the form to show.
messageGroup('readings', READING_MESSAGES);

/*
 * The reading form's resolver. Imported only with `import()`, through `lazyResolver`
 * (src/lib/lazy-resolver.ts): zod and the schema load when the form is first used, not with the screen.
 */

/** A reading of any kind, checked with the API's own schema (bounds, diastolic below systolic). */
export const readingResolver = zodResolver(readingInputSchema);
