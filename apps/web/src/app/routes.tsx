import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A signed-in screen: its path (React Router syntax) and its page, loaded when first visited. */
interface SignedInRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * Every signed-in screen (spec §2 route table), rendered inside the guarded
 * shell (side navigation + header). A feature adds its routes HERE, lazily, so
 * its code loads only when visited (scripts/bundle-size.mjs reads the
 * `import('@/…')` calls below to weigh each screen):
 *
 *   { path: '/medical-history', Page: lazy(async () => ({
 *       default: (await import('@/features/medical-records/components/medical-history-page')).MedicalHistoryPage })) },
 *
 * Paths not listed fall to the 404 page.
 */
export const signedInRoutes: SignedInRoute[] = [
  {
    path: '/dashboard',
    Page: lazy(async () => ({
      default: (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
    })),
  },
  {
    path: '/add-medical-history',
    Page: lazy(async () => ({
      default: (await import('@/features/medical-records/components/add-medical-history-page'))
        .AddMedicalHistoryPage,
    })),
  },
  {
    path: '/medical-history',
    Page: lazy(async () => ({
      default: (await import('@/features/medical-records/components/medical-history-page'))
        .MedicalHistoryPage,
    })),
  },
  {
    path: '/medical-history/:id',
    Page: lazy(async () => ({
      default: (await import('@/features/medical-records/components/medical-record-detail-page'))
        .MedicalRecordDetailPage,
    })),
  },
  {
    path: '/medical-history/:id/edit',
    Page: lazy(async () => ({
      default: (await import('@/features/medical-records/components/edit-medical-record-page'))
        .EditMedicalRecordPage,
    })),
  },
  {
    path: '/pathological-reports',
    Page: lazy(async () => ({
      default: (await import('@/features/lab-reports/components/lab-reports-page')).LabReportsPage,
    })),
  },
  {
    path: '/pathological-reports/new',
    Page: lazy(async () => ({
      default: (await import('@/features/lab-reports/components/add-lab-report-page')).AddLabReportPage,
    })),
  },
  {
    path: '/pathological-reports/:id',
    Page: lazy(async () => ({
      default: (await import('@/features/lab-reports/components/lab-report-detail-page')).LabReportDetailPage,
    })),
  },
  {
    path: '/pathological-reports/:id/edit',
    Page: lazy(async () => ({
      default: (await import('@/features/lab-reports/components/edit-lab-report-page')).EditLabReportPage,
    })),
  },
  {
    path: '/pathological-reports/trends/:key',
    Page: lazy(async () => ({
      default: (await import('@/features/lab-reports/components/lab-trend-page')).LabTrendPage,
    })),
  },
  {
    path: '/prescription-history',
    Page: lazy(async () => ({
      default: (await import('@/features/prescriptions/components/prescription-history-page'))
        .PrescriptionHistoryPage,
    })),
  },
  {
    path: '/upcoming-visits',
    Page: lazy(async () => ({
      default: (await import('@/features/visits/components/upcoming-visits-page')).UpcomingVisitsPage,
    })),
  },
  {
    path: '/activity',
    Page: lazy(async () => ({
      default: (await import('@/features/activity/components/activity-page')).ActivityPage,
    })),
  },
  {
    path: '/edit-profile',
    Page: lazy(async () => ({
      default: (await import('@/features/profile/components/edit-profile-page')).EditProfilePage,
    })),
  },
  {
    path: '/personal-info',
    Page: lazy(async () => ({
      default: (await import('@/features/personal-info/components/personal-info-page')).PersonalInfoPage,
    })),
  },
  {
    path: '/insurance-policy',
    Page: lazy(async () => ({
      default: (await import('@/features/claims/components/insurance-policy-page')).InsurancePolicyPage,
    })),
  },
  {
    path: '/insurance-claims',
    Page: lazy(async () => ({
      default: (await import('@/features/claims/components/claims-list-page')).ClaimsListPage,
    })),
  },
  {
    path: '/insurance-claim/:id',
    Page: lazy(async () => ({
      default: (await import('@/features/claims/components/claim-detail-page')).ClaimDetailPage,
    })),
  },
  {
    path: '/insurance-claim/:id/edit',
    Page: lazy(async () => ({
      default: (await import('@/features/claims/components/edit-claim-page')).EditClaimPage,
    })),
  },
  {
    path: '/add-insurance-claim',
    Page: lazy(async () => ({
      default: (await import('@/features/claims/components/add-claim-page')).AddClaimPage,
    })),
  },
  {
    path: '/hospitals-near-me',
    Page: lazy(async () => ({
      default: (await import('@/features/hospitals/components/hospitals-near-me-page')).HospitalsNearMePage,
    })),
  },
  {
    path: '/hospital/:id',
    Page: lazy(async () => ({
      default: (await import('@/features/hospitals/components/hospital-detail-page')).HospitalDetailPage,
    })),
  },
  {
    path: '/add-clinics',
    Page: lazy(async () => ({
      default: (await import('@/features/clinics/components/add-clinic-page')).AddClinicPage,
    })),
  },
  {
    path: '/clinics/:clinicId/edit',
    Page: lazy(async () => ({
      default: (await import('@/features/clinics/components/edit-clinic-page')).EditClinicPage,
    })),
  },
  {
    path: '/book-appointment',
    Page: lazy(async () => ({
      default: (await import('@/features/appointments/components/book-appointment-page')).BookAppointmentPage,
    })),
  },
  {
    path: '/sharing',
    Page: lazy(async () => ({
      default: (await import('@/features/sharing/components/sharing-page')).SharingPage,
    })),
  },
  {
    path: '/kyc',
    Page: lazy(async () => ({ default: (await import('@/features/abha/components/kyc-page')).KycPage })),
  },
  {
    path: '/emergency-contacts',
    Page: lazy(async () => ({
      default: (await import('@/features/emergency-contacts/components/emergency-contacts-page'))
        .EmergencyContactsPage,
    })),
  },
  {
    path: '/emergency-card',
    Page: lazy(async () => ({
      default: (await import('@/features/emergency-card/components/emergency-card-page')).EmergencyCardPage,
    })),
  },
];
