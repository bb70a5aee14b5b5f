import { zodResolver } from '@hookform/resolvers/zod';
import { INSURANCE_POLICY_MESSAGES, policyFormToFieldsSchema } from '@sehat/shared';
import { messageGroup } from '@/lib/i18n/messages';

// The English of the messages the schema raises (keys of the shared table), for the form to show.
messageGroup('insurancePolicies', INSURANCE_POLICY_MESSAGES);

/*
 * The policy form's resolver. Imported only with `import()`, through `lazyResolver` (src/lib/lazy-resolver.ts):
 * zod and the schema load when the form is first used, not with the screen.
 */

/** Every field of the policy form, checked with the API's own schema (docs/decisions/053-insurance-policies.md). */
export const policyResolver = zodResolver(policyFormToFieldsSchema);
