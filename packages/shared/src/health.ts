import { z } from './zod.js';

/** GET /api/health — 200 when the API and its database answer (else 503 with the error envelope). */
export const healthSchema = z.object({ status: z.literal('ok') });
