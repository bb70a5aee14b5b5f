/**
 * The zod schemas of the ABHA contract. Its messages, limits and plain helpers are in `index.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';
import { messageKey } from '../message-key.js';
import { phi } from '../phi.js';
import { normalizeAbhaNumber, normalizeAbhaAddress } from './index.js';

/** A field that is blank (→ null) or passes `normalize` (→ its result); else `message`. */
function optionalNormalized(normalize: (text: string) => string | null, message: string) {
  return z
    .string({ error: message })
    .max(64, message)
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value.trim() === '') return null;
      const normalized = normalize(value);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalized;
    });
}

/**
 * PUT /api/abha body: `abha_number` (14 digits, hyphens and spaces allowed)
 * and `abha_address` (`name@abdm` / `name@sbx`); blank or null clears one.
 * At least one key sent. Stored as 14 digits and in lower case.
 */
export const updateAbhaRequestSchema = z
  .object({
    abha_number: phi(optionalNormalized(normalizeAbhaNumber, messageKey('abha.invalidNumber'))),
    abha_address: phi(optionalNormalized(normalizeAbhaAddress, messageKey('abha.invalidAddress'))),
  })
  .refine(
    (v) => v.abha_number !== undefined || v.abha_address !== undefined,
    messageKey('abha.nothingToUpdate'),
  );
export type UpdateAbhaRequest = z.output<typeof updateAbhaRequestSchema>;
export type AbhaForm = z.input<typeof updateAbhaRequestSchema>;

/**
 * GET and PUT /api/abha answer: the self-declared ABHA number (14 digits, show
 * it with `formatAbhaNumber`) and address, each null until recorded;
 * `verified` is always false (nothing is checked with ABDM).
 */
export const abhaSchema = z.object({
  abha_number: phi(z.string().nullable()),
  abha_address: phi(z.string().nullable()),
  verified: z.literal(false),
});
export type Abha = z.infer<typeof abhaSchema>;
