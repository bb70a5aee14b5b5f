import { errorEnvelopeSchema, isCareRole, shellSchema, type Shell } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { notFound } from '../../errors/domain-errors.js';
import type { SessionLookup } from '../auth/index.js';
import { listNotifications } from '../notifications/index.js';
import { getHeaderProfile } from '../profile/index.js';

/**
 * GET /api/shell (mounted outside the guard; it checks the session itself) → Shell: the signed-in
 * account `{ id, email, name }`, the patient the screen is of (`X-Sehat-Patient`, else the `sehat_patient`
 * cookie, else the account's own; one the account cannot act for → 404), the account's header strip (as GET /api/profile/header: the picture a signed
 * owner-only link valid 3600 s) and the bell (as GET /api/notifications: items and unread count), in
 * one request so a signed-in screen's first load is this plus its own (docs/decisions/037-screen-data-with-the-shell.md). Nobody
 * signed in (no cookie, an ended or unknown session: its cookie cleared) → 200 `null`, like
 * better-auth's get-session, so the landing page asks without an error. 404 envelope if the account
 * has no profile or names a patient it cannot act for; 503 while the database is down.
 */
export function shellRoutes(deps: ApiDeps, lookupSession: SessionLookup): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/shell',
      {
        schema: {
          tags: ['shell'],
          summary: 'Session user, header strip and notification bell in one answer',
          response: { 200: shellSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply): Promise<Shell> => {
        const account = await lookupSession(request, reply);
        if (!account) return null;
        const { patient, ...user } = account;
        if (!patient) throw notFound();
        const { categories, ...named } = patient;
        // A caregiver's bell stays empty while acting for someone else: the patient's reminders are theirs
        // (docs/decisions/051-caregivers.md); the role and categories tell the screens what to offer.
        const caregiver = isCareRole(patient.role);
        const [header, notifications] = await Promise.all([
          getHeaderProfile(deps, user.id),
          caregiver
            ? { items: [], unread_count: 0 }
            : listNotifications(deps.db, patient.id, deps.now(), user.time_zone),
        ]);
        return {
          user,
          patient: caregiver ? { ...named, categories: [...categories] } : named,
          header,
          notifications,
        };
      },
    );
  };
}
