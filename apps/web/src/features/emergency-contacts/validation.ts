import { zodResolver } from '@hookform/resolvers/zod';
import { emergencyContactInputSchema } from '@sehat/shared';

/*
 * The emergency contact form's resolver. Imported only with `import()`, through `lazyResolver`
 * (src/lib/lazy-resolver.ts): zod and the schema load when the form is first used, not with the screen.
 */

/** Name, relationship, Indian mobile number and optional e-mail, checked with the API's own schema. */
export const contactResolver = zodResolver(emergencyContactInputSchema);
