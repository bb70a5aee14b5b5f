/**
 * The zod schemas of the account erasure contract. Its messages, limits and plain helpers are in `index.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';
import { messageKey } from '../message-key.js';
import { totpCodeSchema } from '../auth/two-factor-schemas.js';

/**
 * POST /api/account/erase: the patient's current password, re-entered to confirm, and a current TOTP code
 * (6 digits) when two-factor sign-in is on. Not trimmed: a password may hold spaces.
 */
export const eraseAccountRequestSchema = z.object({
  password: z
    .string({ error: messageKey('account.passwordRequired') })
    .min(1, messageKey('account.passwordRequired'))
    .max(128, messageKey('account.wrongPassword')),
  code: totpCodeSchema.optional(),
});
export type EraseAccountRequest = z.infer<typeof eraseAccountRequestSchema>;
