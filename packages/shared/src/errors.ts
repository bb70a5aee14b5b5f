import { z } from './zod.js';

/**
 * The one error envelope every /api endpoint answers with on a 4xx or 5xx
 * (docs/architecture.md#d6-rest-api-with-one-error-envelope). `message` is safe to show in the UI; on a 5xx
 * it is a generic sentence and the details stay in the server log.
 */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /**
     * The stable key of a fixed message (`claims.notFound`, see `message-catalogue.ts`), present when the
     * message is one; clients translate by it and fall back to `message` (docs/architecture.md#d16-languages).
     */
    key: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * Messages for when nothing more specific applies (docs/architecture.md#d6-rest-api-with-one-error-envelope): the API's 500 and a
 * client's answer for a reply that is not the envelope (`generic`), or for no reply at all (`network`). In
 * the message catalogue (`general.*`), so they are translated like the rest.
 */
export const GENERAL_MESSAGES = {
  generic: 'Something went wrong. Please try again.',
  network: 'Cannot reach the server. Check your connection and try again.',
} as const;

/** The 429 messages of the per-patient limits (the API's rate-limit/per-user-limits.ts). */
export const LIMIT_MESSAGES = {
  upload: 'Too many uploads. Please wait a minute and try again.',
  geocode: 'Too many location lookups. Please wait a minute and try again.',
  export: 'Too many downloads of your data. Please wait a few minutes and try again.',
} as const;
