import { zodResolver } from '@hookform/resolvers/zod';
import { CLAIM_MESSAGES, claimFormToFieldsSchema } from '@sehat/shared';
import { patientToday } from '@/lib/patient-today';
import { messageGroup } from '@/lib/i18n/messages';

const claimsMessages = messageGroup('claims', CLAIM_MESSAGES);

/*
 * The claim form's resolver. Imported only with `import()`, through `lazyResolver` (src/lib/lazy-resolver.ts):
 * zod and the schema load when the form is first used, not with the screen.
 */

/** The shared rules plus the one that needs today's date, as the server applies it (scope 5). */
export const claimResolver = zodResolver(
  claimFormToFieldsSchema.superRefine((fields, ctx) => {
    if (fields.claim_date > patientToday())
      ctx.addIssue({
        code: 'custom',
        path: ['claim_date'],
        message: claimsMessages.futureClaimDate.key,
      });
  }),
);
