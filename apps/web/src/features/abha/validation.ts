import { zodResolver } from '@hookform/resolvers/zod';
import { updateAbhaRequestSchema, ABHA_MESSAGES } from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';

// The English of the messages these schemas raise (keys of the shared table), for the form to show.
messageGroup('abha', ABHA_MESSAGES);

/*
 * The ABHA form's resolver. Imported only with `import()`, through `lazyResolver` (src/lib/lazy-resolver.ts):
 * zod and the schema load when the form is first used, not with the screen.
 */

/** The ABHA number (14 digits, hyphens optional) and address, checked with the API's own schema. */
export const abhaResolver = zodResolver(updateAbhaRequestSchema);
