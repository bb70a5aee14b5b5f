import { errorEnvelopeSchema } from './errors.js';
import { z } from './zod.js';

/**
 * GET /api/health and GET /api/health/live: 200 `{ status: 'ok' }`. `/api/health` answers once the database
 * answers (else 503 with the error envelope); `/api/health/live` only says the process is up.
 */
export const healthSchema = z.object({ status: z.literal('ok') });

/** One readiness check's outcome: `failed` says which dependency is missing, never why (no secrets). */
const checkOutcomeSchema = z.enum(['ok', 'failed']);

/** What GET /api/health/ready checked: the database answers, the file storage is reachable, migrations applied. */
const readinessChecksSchema = z.object({
  database: checkOutcomeSchema,
  storage: checkOutcomeSchema,
  migrations: checkOutcomeSchema,
});
export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;

/** GET /api/health/ready, 200: every check passed. */
export const readinessSchema = z.object({ status: z.literal('ok'), checks: readinessChecksSchema });

/** GET /api/health/ready, 503 (`NOT_READY`, with Retry-After): the envelope, and which check failed. */
export const notReadySchema = errorEnvelopeSchema.extend({ checks: readinessChecksSchema });
