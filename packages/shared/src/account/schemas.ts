/**
 * The zod schemas of the account erasure contract. Its messages, limits and plain helpers are in `index.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';
import { totpCodeSchema } from '../auth/two-factor-schemas.js';
import { ACCOUNT_MESSAGES } from './index.js';

/**
 * POST /api/account/erase: the patient's current password, re-entered to confirm, and a current TOTP code
 * (6 digits) when two-factor sign-in is on. Not trimmed: a password may hold spaces.
 */
export const eraseAccountRequestSchema = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(128, ACCOUNT_MESSAGES.wrongPassword),
  code: totpCodeSchema.optional(),
});
export type EraseAccountRequest = z.infer<typeof eraseAccountRequestSchema>;
