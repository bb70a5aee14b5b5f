import { zodResolver } from '@hookform/resolvers/zod';
import { GOVERNMENT_SCHEME_MESSAGES, schemeCardFieldsSchema } from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';

// The English of the messages the schema raises (keys of the shared table), for the form to show.
messageGroup('governmentSchemes', GOVERNMENT_SCHEME_MESSAGES);

/*
 * The scheme card form's resolver. Imported only with `import()`, through `lazyResolver`
 * (src/lib/lazy-resolver.ts): zod and the schema load when the form is first used, not with the screen.
 */

/** Every field of the scheme card form, checked with the API's own schema (docs/decisions/056-government-schemes.md). */
export const schemeCardResolver = zodResolver(schemeCardFieldsSchema);
