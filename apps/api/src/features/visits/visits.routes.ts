import { upcomingListSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { getUpcoming } from './visits.service.js';

/** Upcoming visits and treatments, mounted under /api behind the session guard. */
export function visitsRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/upcoming-visits → `{ items, from, to }`: every visit (status
     * scheduled or confirmed) and follow-up of the signed-in patient dated from
     * today to one month ahead, `yyyy-MM-dd` inclusive in the patient's time zone (docs/product.md#upcoming-visits, docs/product.md#data-calls). Items: `{ kind: 'visit' |
     * 'followup', id, date, time ('HH:mm:ss' or null), status, hospital_name,
     * doctor_name, title, details, treatment_plan }`, soonest first. The
     * window holds at most a month, so the list is not paged.
     */
    app.get(
      '/upcoming-visits',
      {
        schema: {
          tags: ['visits'],
          summary: 'Visits and follow-ups of the next month',
          response: { 200: upcomingListSchema },
        },
      },
      async (request) => getUpcoming(deps.db, request.patient.id, deps.now(), request.patient.timeZone),
    );
  };
}
