import { zodResolver } from '@hookform/resolvers/zod';
import { createShareSchema, SHARE_MESSAGES } from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';

// The English of the messages these schemas raise (keys of the shared table), for the form to show.
messageGroup('sharing', SHARE_MESSAGES);

/*
 * The share form's resolver. Imported only with `import()`, through `lazyResolver` (src/lib/lazy-resolver.ts):
 * zod and the schema load when the form is first used, not with the screen.
 */

/** Label, duration, access code and what to share, checked with the API's own schema. */
export const createShareResolver = zodResolver(createShareSchema);
