import { dashboardCountsSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { getDashboardCounts } from './dashboard.service.js';

/** Dashboard endpoints, mounted under /api behind the session guard. */
export function dashboardRoutes({ db, now }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /** GET /api/dashboard → DashboardCounts, every count in one request (docs/product.md#screens-and-routes, docs/product.md#data-calls). */
    app.get(
      '/dashboard',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Dashboard counts of the signed-in patient',
          response: { 200: dashboardCountsSchema },
        },
      },
      async (request) => getDashboardCounts(db, request.patient.id, now(), request.patient.timeZone),
    );
  };
}
