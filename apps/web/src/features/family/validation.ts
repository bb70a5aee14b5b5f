import { zodResolver } from '@hookform/resolvers/zod';
import { familyMemberInputSchema, FAMILY_MESSAGES } from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';

// The English of the messages these schemas raise (keys of the shared table), for the form to show.
messageGroup('family', FAMILY_MESSAGES);

/*
 * The family member form's resolver. Imported only with `import()`, through `lazyResolver`
 * (src/lib/lazy-resolver.ts): zod and the schema load when the form is first used, not with the screen.
 */

/** Name, relationship, date of birth, sex, blood group and ABHA number, checked with the API's own schema. */
export const memberResolver = zodResolver(familyMemberInputSchema);
