import { zodResolver } from '@hookform/resolvers/zod';
import { personalInfoFormToRequestSchema } from '@sehat/shared';

/*
 * The personal-information form's resolver. Imported only with `import()`, through `lazyResolver`
 * (src/lib/lazy-resolver.ts): zod and the schema load when the form is first used, not with the screen.
 */

/** The typed fields turned into the PUT body (empty or non-numeric numbers as null), checked on the way. */
export const personalInfoResolver = zodResolver(personalInfoFormToRequestSchema);
