import type { FastifyInstance } from 'fastify';
import type { Env } from './config/env.js';
import type { Db } from './db/index.js';
import { appointmentsRoutes } from './features/appointments/appointments.routes.js';
import { clinicsRoutes } from './features/clinics/clinics.routes.js';
import { geocodeRoutes } from './features/geocode/geocode.routes.js';
import { geocoderFromEnv } from './features/geocode/reverse-geocoder.js';
import { hospitalsRoutes } from './features/hospitals/hospitals.routes.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { notificationRoutes } from './features/notifications/notifications.routes.js';
import { claimsRoutes } from './features/claims/claims.routes.js';
import { personalInfoRoutes } from './features/personal-info/personal-info.routes.js';
import { editProfileRoutes } from './features/profile/edit-profile.routes.js';
import { medicalRecordsRoutes } from './features/medical-records/medical-records.routes.js';
import { prescriptionsRoutes } from './features/prescriptions/prescriptions.routes.js';
import { visitsRoutes } from './features/visits/visits.routes.js';
import { profileRoutes } from './features/profile/profile.routes.js';
import { filesRoutes, type StorageDriver } from './storage/index.js';

/** What the guarded feature routes may use. */
export interface ApiRouteDependencies {
  db: Db;
  /** The clock: "today" and every window come from it (tests inject a fixed instant). */
  now: () => Date;
  /** The parsed environment (NOMINATIM_URL, BASE_URL for the geocoder). */
  env: Env;
  /** File storage (ARCHITECTURE.md decision 3): profiles, prescriptions, claim-receipts. */
  storage: StorageDriver;
  /** Key of the signed file links (`fileUrlSecret(...)`). */
  fileSecret: string;
}

/**
 * Every feature's routes behind the session guard, mounted at /api. A new
 * feature adds its one `register` line here; `request.user` is set for all.
 */
export async function registerGuardedRoutes(
  api: FastifyInstance,
  { db, now, env, storage, fileSecret }: ApiRouteDependencies,
): Promise<void> {
  await api.register(profileRoutes(db, { fileSecret, now }));
  await api.register(dashboardRoutes(db, now));
  await api.register(notificationRoutes(db, now));
  await api.register(clinicsRoutes(db));
  await api.register(hospitalsRoutes(db));
  await api.register(appointmentsRoutes(db, now));
  await api.register(geocodeRoutes(geocoderFromEnv(env)));
  await api.register(filesRoutes({ storage, fileSecret, now }));
  await api.register(medicalRecordsRoutes({ db, storage, fileSecret, now }));
  await api.register(prescriptionsRoutes({ db }));
  await api.register(visitsRoutes({ db, now }));
  await api.register(editProfileRoutes({ db, storage, fileSecret, now }));
  await api.register(personalInfoRoutes(db));
  await api.register(claimsRoutes({ db, storage, fileSecret, now }));
}
