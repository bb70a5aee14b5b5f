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
