import { eraseAccountRequestSchema, errorEnvelopeSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { eraseAccount } from './account-erasure.service.js';

/** The account itself (docs/decisions/024-erasure-export-activity-log.md), under /api behind the session guard. */
export function accountRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * POST /api/account/erase `{ password, code? }` → 204 once every row, file and session of the patient
     * is gone (the session cookie then names no session: the next request is signed out). `code`: a current
     * TOTP code, required when two-factor sign-in is on. 400 `WRONG_PASSWORD`, `TOTP_CODE_REQUIRED`,
     * `INVALID_CODE`, `CODE_ALREADY_USED` (nothing deleted) or `VALIDATION_ERROR`; 429 with Retry-After past
     * 5 attempts in 15 minutes.
     */
    app.post(
      '/account/erase',
      {
        config: { perUserLimit: 'erase' },
        schema: {
          tags: ['account'],
          summary: "Erase the patient's account, records and files for good",
          body: eraseAccountRequestSchema,
          response: { 204: z.null().describe('Erased'), 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        await eraseAccount(deps, request.user.id, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return reply.code(204).send(null);
      },
    );
  };
}
