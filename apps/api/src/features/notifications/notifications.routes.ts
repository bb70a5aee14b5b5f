import { errorEnvelopeSchema, markNotificationReadSchema, notificationListSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service.js';

/** Notification bell endpoints, mounted under /api behind the session guard. */
export function notificationRoutes({ db, now }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /** GET /api/notifications → NotificationList: items and unread count in one answer (docs/product.md#screens-and-routes, docs/product.md#data-calls). */
    app.get(
      '/notifications',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Notification bell items of the signed-in patient',
          response: { 200: notificationListSchema },
        },
      },
      async (request) => listNotifications(db, request.patient.id, now(), request.patient.timeZone),
    );

    /**
     * POST /api/notifications/read, body MarkNotificationRead → 204. Upsert on
     * (patient_id, notification_type, notification_id); repeating it is harmless.
     */
    app.post(
      '/notifications/read',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Mark one notification read',
          body: markNotificationReadSchema,
          response: { 204: z.null().describe('Marked read'), 400: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        await markNotificationRead(db, request.patient.id, request.body);
        return reply.code(204).send(null);
      },
    );

    /**
     * POST /api/notifications/read-all (no body) → 204: every item the bell shows now is marked
     * read for the signed-in patient ("Mark all as read", docs/product.md#screens-added-since-the-first-version).
     * Items that appear later stay unread; other patients' reads are untouched.
     */
    app.post(
      '/notifications/read-all',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Mark every notification of the bell read',
          response: { 204: z.null().describe('Marked read') },
        },
      },
      async (request, reply) => {
        await markAllNotificationsRead(db, request.patient.id, now(), request.patient.timeZone);
        return reply.code(204).send(null);
      },
    );
  };
}
