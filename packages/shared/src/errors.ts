import { z } from './zod.js';

/**
 * The one error envelope every /api endpoint answers with on a 4xx or 5xx
 * (docs/architecture.md#d6-rest-api-with-one-error-envelope). `message` is safe to show in the UI; on a 5xx
 * it is a generic sentence and the details stay in the server log.
 */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    /**
     * The stable key of the message (`claims.notFound`, a key of `message-catalogue.ts`) and the values its
     * template is filled with: a client shows `t(key, values)` in the patient's language
     * (docs/decisions/039-one-message-path.md).
     */
    key: z.string(),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** The English rendering of `key` with `values`, for API clients that show no translation. */
    message: z.string(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
