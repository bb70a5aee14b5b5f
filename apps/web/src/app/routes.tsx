import { DEFAULT_PAGE_SIZE } from '@sehat/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import { pageOf } from '@/components/pager';

/**
 * A signed-in screen: its path (React Router syntax), how to load its page (a lazy chunk) and, for a page
 * whose first request is always the same GET, how to start it (`prefetch`, from the route's params):
 * `client.prefetchQuery` with the very `get…QueryOptions` the page reads (decision 046), its module
 * loaded on its own so the entry carries neither it nor zod. Opened directly, the screen then asks for its
 * data alongside the shell's request instead of after its code has run, and the page finds the answer in
 * the cache (e2e/tests/document-titles.spec.ts counts the requests of every screen).
 */
interface SignedInRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  prefetch?: (client: QueryClient, params: Params, search: URLSearchParams) => Promise<void>;
}

/**
 * Every signed-in screen (docs/product.md#screens-and-routes), rendered inside the guarded
 * shell (side navigation + header). A feature adds its routes HERE, lazily, so
 * its code loads only when visited (scripts/bundle-size.mjs reads the
 * `import('@/…')` calls below to weigh each screen):
 *
 *   { path: '/medical-history', load: async () => ({
 *       default: (await import('@/features/medical-records/components/medical-history-page')).MedicalHistoryPage }) },
 *
 * Paths not listed fall to the 404 page.
 */
export const signedInRoutes: SignedInRoute[] = [
  {
    path: '/dashboard',
    prefetch: async (client) =>
      client.prefetchQuery(
        (await import('@/features/dashboard/api/get-dashboard')).getDashboardQueryOptions(),
      ),
    load: async () => ({
      default: (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
    }),
  },
  {
    path: '/add-medical-history',
    load: async () => ({
      default: (await import('@/features/medical-records/components/add-medical-history-page'))
        .AddMedicalHistoryPage,
    }),
  },
  {
    path: '/medical-history',
    prefetch: async (client, _params, search) =>
      client.prefetchQuery(
        (await import('@/lib/queries/get-medical-records')).getMedicalRecordsQueryOptions(
          pageOf(search),
          DEFAULT_PAGE_SIZE,
        ),
      ),
    load: async () => ({
      default: (await import('@/features/medical-records/components/medical-history-page'))
        .MedicalHistoryPage,
    }),
  },
  {
    path: '/medical-history/:id',
    prefetch: async (client, { id = '' }) =>
      client.prefetchQuery(
        (await import('@/features/medical-records/api/get-medical-record')).getMedicalRecordQueryOptions(id),
      ),
    load: async () => ({
      default: (await import('@/features/medical-records/components/medical-record-detail-page'))
        .MedicalRecordDetailPage,
    }),
  },
  {
    path: '/medical-history/:id/edit',
    load: async () => ({
      default: (await import('@/features/medical-records/components/edit-medical-record-page'))
        .EditMedicalRecordPage,
    }),
  },
  {
    path: '/pathological-reports',
    load: async () => ({
      default: (await import('@/features/lab-reports/components/lab-reports-page')).LabReportsPage,
    }),
  },
  {
    path: '/pathological-reports/new',
    load: async () => ({
      default: (await import('@/features/lab-reports/components/add-lab-report-page')).AddLabReportPage,
    }),
  },
  {
    path: '/pathological-reports/:id',
    prefetch: async (client, { id = '' }) =>
      client.prefetchQuery(
        (await import('@/features/lab-reports/api/get-lab-report')).getLabReportQueryOptions(id),
      ),
    load: async () => ({
      default: (await import('@/features/lab-reports/components/lab-report-detail-page')).LabReportDetailPage,
    }),
  },
  {
    path: '/pathological-reports/:id/edit',
    load: async () => ({
      default: (await import('@/features/lab-reports/components/edit-lab-report-page')).EditLabReportPage,
    }),
  },
  {
    path: '/pathological-reports/trends/:key',
    load: async () => ({
      default: (await import('@/features/lab-reports/components/lab-trend-page')).LabTrendPage,
    }),
  },
  {
    path: '/prescription-history',
    load: async () => ({
      default: (await import('@/features/prescriptions/components/prescription-history-page'))
        .PrescriptionHistoryPage,
    }),
  },
  {
    path: '/upcoming-visits',
    prefetch: async (client) =>
      client.prefetchQuery(
        (await import('@/features/visits/api/get-upcoming-visits')).getUpcomingVisitsQueryOptions(),
      ),
    load: async () => ({
      default: (await import('@/features/visits/components/upcoming-visits-page')).UpcomingVisitsPage,
    }),
  },
  {
    path: '/activity',
    load: async () => ({
      default: (await import('@/features/activity/components/activity-page')).ActivityPage,
    }),
  },
  {
    path: '/edit-profile',
    prefetch: async (client) =>
      client.prefetchQuery((await import('@/features/profile/api/get-profile')).getProfileQueryOptions()),
    load: async () => ({
      default: (await import('@/features/profile/components/edit-profile-page')).EditProfilePage,
    }),
  },
  {
    path: '/personal-info',
    prefetch: async (client) =>
      client.prefetchQuery(
        (await import('@/features/personal-info/api/get-personal-info')).getPersonalInfoQueryOptions(),
      ),
    load: async () => ({
      default: (await import('@/features/personal-info/components/personal-info-page')).PersonalInfoPage,
    }),
  },
  {
    path: '/insurance-policy',
    prefetch: async (client) =>
      client.prefetchQuery((await import('@/lib/queries/get-insurance-policies')).getPoliciesQueryOptions()),
    load: async () => ({
      default: (await import('@/features/insurance-policies/components/policies-page')).PoliciesPage,
    }),
  },
  {
    path: '/insurance-policy/new',
    load: async () => ({
      default: (await import('@/features/insurance-policies/components/policy-form-page')).AddPolicyPage,
    }),
  },
  {
    path: '/insurance-policy/:id',
    prefetch: async (client, { id = '' }) =>
      client.prefetchQuery(
        (await import('@/features/insurance-policies/api/policies-api')).getPolicyQueryOptions(id),
      ),
    load: async () => ({
      default: (await import('@/features/insurance-policies/components/policy-detail-page')).PolicyDetailPage,
    }),
  },
  {
    path: '/insurance-policy/:id/edit',
    load: async () => ({
      default: (await import('@/features/insurance-policies/components/policy-form-page')).EditPolicyPage,
    }),
  },
  {
    path: '/insurance-policy/:id/renew',
    load: async () => ({
      default: (await import('@/features/insurance-policies/components/policy-form-page')).RenewPolicyPage,
    }),
  },
  {
    path: '/government-schemes',
    prefetch: async (client) =>
      client.prefetchQuery(
        (await import('@/features/government-schemes/api/schemes-api')).getSchemeCardsQueryOptions(),
      ),
    load: async () => ({
      default: (await import('@/features/government-schemes/components/schemes-page')).SchemesPage,
    }),
  },
  {
    path: '/insurance-claims',
    load: async () => ({
      default: (await import('@/features/claims/components/claims-list-page')).ClaimsListPage,
    }),
  },
  {
    path: '/insurance-claim/:id',
    prefetch: async (client, { id = '' }) =>
      client.prefetchQuery((await import('@/features/claims/api/get-claim')).getClaimQueryOptions(id)),
    load: async () => ({
      default: (await import('@/features/claims/components/claim-detail-page')).ClaimDetailPage,
    }),
  },
  {
    path: '/insurance-claim/:id/edit',
    load: async () => ({
      default: (await import('@/features/claims/components/edit-claim-page')).EditClaimPage,
    }),
  },
  {
    path: '/add-insurance-claim',
    load: async () => ({
      default: (await import('@/features/claims/components/add-claim-page')).AddClaimPage,
    }),
  },
  {
    path: '/hospitals-near-me',
    load: async () => ({
      default: (await import('@/features/hospitals/components/hospitals-near-me-page')).HospitalsNearMePage,
    }),
  },
  {
    path: '/hospital/:id',
    prefetch: async (client, { id = '' }) =>
      client.prefetchQuery((await import('@/lib/queries/get-hospital')).getHospitalQueryOptions(id)),
    load: async () => ({
      default: (await import('@/features/hospitals/components/hospital-detail-page')).HospitalDetailPage,
    }),
  },
  {
    path: '/add-clinics',
    load: async () => ({
      default: (await import('@/features/clinics/components/add-clinic-page')).AddClinicPage,
    }),
  },
  {
    path: '/clinics/:clinicId/edit',
    load: async () => ({
      default: (await import('@/features/clinics/components/edit-clinic-page')).EditClinicPage,
    }),
  },
  {
    path: '/book-appointment',
    load: async () => ({
      default: (await import('@/features/appointments/components/book-appointment-page')).BookAppointmentPage,
    }),
  },
  {
    path: '/sharing',
    load: async () => ({
      default: (await import('@/features/sharing/components/sharing-page')).SharingPage,
    }),
  },
  {
    path: '/kyc',
    prefetch: async (client) =>
      client.prefetchQuery((await import('@/features/abha/api/get-abha')).getAbhaQueryOptions()),
    load: async () => ({ default: (await import('@/features/abha/components/kyc-page')).KycPage }),
  },
  {
    path: '/emergency-contacts',
    prefetch: async (client) =>
      client.prefetchQuery(
        (
          await import('@/features/emergency-contacts/api/get-emergency-contacts')
        ).getEmergencyContactsQueryOptions(),
      ),
    load: async () => ({
      default: (await import('@/features/emergency-contacts/components/emergency-contacts-page'))
        .EmergencyContactsPage,
    }),
  },
  {
    path: '/family',
    prefetch: async (client) =>
      client.prefetchQuery((await import('@/lib/queries/get-family')).getFamilyQueryOptions()),
    load: async () => ({
      default: (await import('@/features/family/components/family-page')).FamilyPage,
    }),
  },
  {
    path: '/family/accept',
    load: async () => ({
      default: (await import('@/features/family/components/accept-handover-page')).AcceptHandoverPage,
    }),
  },
  {
    path: '/caregivers',
    load: async () => ({
      default: (await import('@/features/caregivers/components/caregivers-page')).CaregiversPage,
    }),
  },
  {
    path: '/caregivers/accept',
    load: async () => ({
      default: (await import('@/features/caregivers/components/accept-invitation-page')).AcceptInvitationPage,
    }),
  },
  {
    path: '/readings',
    prefetch: async (client) =>
      client.prefetchQuery(
        (await import('@/features/readings/api/get-readings')).getReadingSummaryQueryOptions(),
      ),
    load: async () => ({
      default: (await import('@/features/readings/components/readings-page')).ReadingsPage,
    }),
  },
  {
    path: '/medicines',
    prefetch: async (client) =>
      client.prefetchQuery((await import('@/features/medicines/api/medicines')).getMedicinesQueryOptions()),
    load: async () => ({
      default: (await import('@/features/medicines/components/medicines-page')).MedicinesPage,
    }),
  },
  {
    path: '/vaccinations',
    prefetch: async (client) =>
      client.prefetchQuery(
        (await import('@/features/vaccinations/api/get-vaccinations')).getVaccinationsQueryOptions(),
      ),
    load: async () => ({
      default: (await import('@/features/vaccinations/components/vaccinations-page')).VaccinationsPage,
    }),
  },
  {
    path: '/emergency-card',
    prefetch: async (client) =>
      client.prefetchQuery(
        (await import('@/features/emergency-card/api/get-emergency-card')).getEmergencyCardQueryOptions(),
      ),
    load: async () => ({
      default: (await import('@/features/emergency-card/components/emergency-card-page')).EmergencyCardPage,
    }),
  },
];
