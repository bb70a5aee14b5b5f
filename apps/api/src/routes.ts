import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from './deps.js';
import { abhaRoutes } from './features/abha/index.js';
import { accountRoutes } from './features/account/index.js';
import { activityRoutes } from './features/activity/index.js';
import { caregiversRoutes } from './features/caregivers/index.js';
import { appointmentsRoutes } from './features/appointments/index.js';
import { claimsRoutes, receiptFileReferences } from './features/claims/index.js';
import { clinicsRoutes } from './features/clinics/index.js';
import { dashboardRoutes } from './features/dashboard/index.js';
import { documentReadingRoutes, readFileReferences } from './features/document-reading/index.js';
import { emergencyCardRoutes } from './features/emergency-card/index.js';
import { emergencyContactsRoutes } from './features/emergency-contacts/index.js';
import { exportRoutes } from './features/export/index.js';
import { familyRoutes } from './features/family/index.js';
import { fhirImportRoutes } from './features/fhir-import/index.js';
import { geocodeRoutes } from './features/geocode/index.js';
import { hospitalsRoutes } from './features/hospitals/index.js';
import { governmentSchemesRoutes, schemeCardFileReferences } from './features/government-schemes/index.js';
import { eCardFileReferences, insurancePoliciesRoutes } from './features/insurance-policies/index.js';
import { labReportFileReferences, labReportsRoutes } from './features/lab-reports/index.js';
import { medicalRecordsRoutes, prescriptionFileReferences } from './features/medical-records/index.js';
import { notificationRoutes } from './features/notifications/index.js';
import { personalInfoRoutes } from './features/personal-info/index.js';
import { prescriptionsRoutes } from './features/prescriptions/index.js';
import { readingsRoutes } from './features/readings/index.js';
import { medicinesRoutes } from './features/medicines/index.js';
import { sharesRoutes } from './features/sharing/index.js';
import { vaccinationsRoutes } from './features/vaccinations/index.js';
import { editProfileRoutes, pictureFileReferences, profileRoutes } from './features/profile/index.js';
import { visitsRoutes } from './features/visits/index.js';
import { filesRoutes, type FileReferences } from './storage/index.js';

/**
 * Every feature's routes behind the session guard, mounted at /api. Each
 * takes the one `ApiDeps` object (docs/architecture.md#d11-features-have-a-public-surface); a new
 * feature adds its one `register` line here; `request.user` (the account) and `request.patient` (whose
 * health data the request acts for: docs/decisions/049-patients-apart-from-accounts.md) are set for all.
 */
export async function registerGuardedRoutes(api: FastifyInstance, deps: ApiDeps): Promise<void> {
  for (const routes of [
    profileRoutes,
    editProfileRoutes,
    dashboardRoutes,
    notificationRoutes,
    clinicsRoutes,
    hospitalsRoutes,
    appointmentsRoutes,
    geocodeRoutes,
    filesRoutes,
    medicalRecordsRoutes,
    prescriptionsRoutes,
    visitsRoutes,
    personalInfoRoutes,
    claimsRoutes,
    emergencyContactsRoutes,
    labReportsRoutes,
    documentReadingRoutes,
    exportRoutes,
    fhirImportRoutes,
    accountRoutes,
    activityRoutes,
    sharesRoutes,
    abhaRoutes,
    emergencyCardRoutes,
    familyRoutes,
    caregiversRoutes,
    insurancePoliciesRoutes,
    governmentSchemesRoutes,
    readingsRoutes,
    medicinesRoutes,
    vaccinationsRoutes,
  ]) {
    await api.register(routes(deps));
  }
}

/** Which stored keys rows reference, per bucket, as the features declare it (for the orphan sweep). */
export const FILE_REFERENCES: readonly FileReferences[] = [
  prescriptionFileReferences,
  receiptFileReferences,
  pictureFileReferences,
  labReportFileReferences,
  ...readFileReferences,
  eCardFileReferences,
  schemeCardFileReferences,
];
