import type { FastifyInstance } from 'fastify';
import type { Db } from './db/index.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { notificationRoutes } from './features/notifications/notifications.routes.js';
import { profileRoutes } from './features/profile/profile.routes.js';

/** What the guarded feature routes may use. */
export interface ApiRouteDependencies {
  db: Db;
  /** The clock: "today" and every window come from it (tests inject a fixed instant). */
  now: () => Date;
}

/**
 * Every feature's routes behind the session guard, mounted at /api. A new
 * feature adds its one `register` line here; `request.user` is set for all.
 */
export async function registerGuardedRoutes(
  api: FastifyInstance,
  { db, now }: ApiRouteDependencies,
): Promise<void> {
  await api.register(profileRoutes(db));
  await api.register(dashboardRoutes(db, now));
  await api.register(notificationRoutes(db, now));
}
