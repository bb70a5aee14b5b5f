import { zodResolver } from '@hookform/resolvers/zod';
import { immunizationInputSchema, VACCINATION_MESSAGES } from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';

// The English of the messages these schemas raise (keys of the shared table), for the form to show.
messageGroup('vaccinations', VACCINATION_MESSAGES);

/*
 * The vaccination form's resolver. Imported only with `import()`, through `lazyResolver`
 * (src/lib/lazy-resolver.ts): zod and the schema load when the form is first used, not with the screen.
 */

/** A dose given, checked with the API's own schema. */
export const immunizationResolver = zodResolver(immunizationInputSchema);
