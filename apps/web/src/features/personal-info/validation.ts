import { zodResolver } from '@hookform/resolvers/zod';
import { personalInfoFormToRequestSchema, PERSONAL_INFO_MESSAGES } from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';

// The English of the messages these schemas raise (keys of the shared table), for the form to show.
messageGroup('personalInfo', PERSONAL_INFO_MESSAGES);

/*
 * The personal-information form's resolver. Imported only with `import()`, through `lazyResolver`
 * (src/lib/lazy-resolver.ts): zod and the schema load when the form is first used, not with the screen.
 */

/** The typed fields turned into the PUT body (empty or non-numeric numbers as null), checked on the way. */
export const personalInfoResolver = zodResolver(personalInfoFormToRequestSchema);
