import type { RouteObject } from 'react-router';

/**
 * Every signed-in screen (spec §2 route table), rendered inside the guarded
 * shell (side navigation + header). A feature adds its routes HERE, lazily, so
 * its code loads only when visited:
 *
 *   { path: '/medical-history', lazy: async () => ({
 *       Component: (await import('@/features/medical-records/components/medical-history-page')).MedicalHistoryPage }) },
 *
 * Paths not listed fall to the 404 page.
 */
export const signedInRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    lazy: async () => ({
      Component: (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
    }),
  },
  {
    path: '/add-medical-history',
    lazy: async () => ({
      Component: (await import('@/features/medical-records/components/add-medical-history-page'))
        .AddMedicalHistoryPage,
    }),
  },
  {
    path: '/medical-history',
    lazy: async () => ({
      Component: (await import('@/features/medical-records/components/medical-history-page'))
        .MedicalHistoryPage,
    }),
  },
  {
    path: '/medical-history/:id',
    lazy: async () => ({
      Component: (await import('@/features/medical-records/components/medical-record-detail-page'))
        .MedicalRecordDetailPage,
    }),
  },
  {
    path: '/medical-history/:id/edit',
    lazy: async () => ({
      Component: (await import('@/features/medical-records/components/edit-medical-record-page'))
        .EditMedicalRecordPage,
    }),
  },
  {
    path: '/pathological-reports',
    lazy: async () => ({
      Component: (await import('@/features/lab-reports/components/lab-reports-page')).LabReportsPage,
    }),
  },
  {
    path: '/pathological-reports/new',
    lazy: async () => ({
      Component: (await import('@/features/lab-reports/components/add-lab-report-page')).AddLabReportPage,
    }),
  },
  {
    path: '/pathological-reports/:id',
    lazy: async () => ({
      Component: (await import('@/features/lab-reports/components/lab-report-detail-page'))
        .LabReportDetailPage,
    }),
  },
  {
    path: '/pathological-reports/:id/edit',
    lazy: async () => ({
      Component: (await import('@/features/lab-reports/components/edit-lab-report-page')).EditLabReportPage,
    }),
  },
  {
    path: '/pathological-reports/trends/:key',
    lazy: async () => ({
      Component: (await import('@/features/lab-reports/components/lab-trend-page')).LabTrendPage,
    }),
  },
  {
    path: '/prescription-history',
    lazy: async () => ({
      Component: (await import('@/features/prescriptions/components/prescription-history-page'))
        .PrescriptionHistoryPage,
    }),
  },
  {
    path: '/upcoming-visits',
    lazy: async () => ({
      Component: (await import('@/features/visits/components/upcoming-visits-page')).UpcomingVisitsPage,
    }),
  },
  {
    path: '/activity',
    lazy: async () => ({
      Component: (await import('@/features/activity/components/activity-page')).ActivityPage,
    }),
  },
  {
    path: '/edit-profile',
    lazy: async () => ({
      Component: (await import('@/features/profile/components/edit-profile-page')).EditProfilePage,
    }),
  },
  {
    path: '/personal-info',
    lazy: async () => ({
      Component: (await import('@/features/personal-info/components/personal-info-page')).PersonalInfoPage,
    }),
  },
  {
    path: '/insurance-policy',
    lazy: async () => ({
      Component: (await import('@/features/claims/components/insurance-policy-page')).InsurancePolicyPage,
    }),
  },
  {
    path: '/insurance-claims',
    lazy: async () => ({
      Component: (await import('@/features/claims/components/claims-list-page')).ClaimsListPage,
    }),
  },
  {
    path: '/insurance-claim/:id',
    lazy: async () => ({
      Component: (await import('@/features/claims/components/claim-detail-page')).ClaimDetailPage,
    }),
  },
  {
    path: '/insurance-claim/:id/edit',
    lazy: async () => ({
      Component: (await import('@/features/claims/components/edit-claim-page')).EditClaimPage,
    }),
  },
  {
    path: '/add-insurance-claim',
    lazy: async () => ({
      Component: (await import('@/features/claims/components/add-claim-page')).AddClaimPage,
    }),
  },
  {
    path: '/hospitals-near-me',
    lazy: async () => ({
      Component: (await import('@/features/hospitals/components/hospitals-near-me-page')).HospitalsNearMePage,
    }),
  },
  {
    path: '/hospital/:id',
    lazy: async () => ({
      Component: (await import('@/features/hospitals/components/hospital-detail-page')).HospitalDetailPage,
    }),
  },
  {
    path: '/add-clinics',
    lazy: async () => ({
      Component: (await import('@/features/clinics/components/add-clinic-page')).AddClinicPage,
    }),
  },
  {
    path: '/clinics/:clinicId/edit',
    lazy: async () => ({
      Component: (await import('@/features/clinics/components/edit-clinic-page')).EditClinicPage,
    }),
  },
  {
    path: '/book-appointment',
    lazy: async () => ({
      Component: (await import('@/features/appointments/components/book-appointment-page'))
        .BookAppointmentPage,
    }),
  },
  {
    path: '/sharing',
    lazy: async () => ({
      Component: (await import('@/features/sharing/components/sharing-page')).SharingPage,
    }),
  },
  {
    path: '/kyc',
    lazy: async () => ({
      Component: (await import('@/features/abha/components/kyc-page')).KycPage,
    }),
  },
  {
    path: '/emergency-contacts',
    lazy: async () => ({
      Component: (await import('@/features/emergency-contacts/components/emergency-contacts-page'))
        .EmergencyContactsPage,
    }),
  },
  {
    path: '/emergency-card',
    lazy: async () => ({
      Component: (await import('@/features/emergency-card/components/emergency-card-page')).EmergencyCardPage,
    }),
  },
];
