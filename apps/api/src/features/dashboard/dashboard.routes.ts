import { dashboardSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { getDashboard } from './dashboard.service.js';

/** Dashboard endpoints, mounted under /api behind the session guard. */
export function dashboardRoutes({ db, now }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/dashboard → Dashboard: every count and the active insurance policy in one request
     * (docs/product.md#screens-and-routes, docs/product.md#data-calls, docs/decisions/053-insurance-policies.md).
     */
    app.get(
      '/dashboard',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Dashboard counts and active insurance policy of the patient',
          response: { 200: dashboardSchema },
        },
      },
      async (request) => getDashboard(db, request.patient.id, now(), request.patient.timeZone),
    );
  };
}
