import { zodResolver } from '@hookform/resolvers/zod';
import { createShareSchema } from '@sehat/shared';

/*
 * The share form's resolver. Imported only with `import()`, through `lazyResolver` (src/lib/lazy-resolver.ts):
 * zod and the schema load when the form is first used, not with the screen.
 */

/** Label, duration, access code and what to share, checked with the API's own schema. */
export const createShareResolver = zodResolver(createShareSchema);
