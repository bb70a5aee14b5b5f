/**
 * Every TanStack Query key of the app, one tree per API resource (docs/architecture.md#conventions rule 16). A key starts
 * with its resource (`['clinics', ...]`), so a write invalidates a whole resource with its `all`
 * prefix, or one part of it (`medicalRecords.lists`) while it updates the rest by hand. Features
 * read their keys from here so that a mutation in one feature can name what it changes in another
 * (booking an appointment moves the bell and the dashboard) without importing that feature.
 */
export const queryKeys = {
  /** GET /api/clinics, every page; `filter` narrows to one state and city (booking). */
  clinics: {
    all: ['clinics'] as const,
    list: (filter: ClinicFilter = {}) => ['clinics', 'list', filter] as const,
  },
  /** GET /api/hospitals/:id: a built-in hospital or one of the patient's clinics. */
  hospitals: {
    all: ['hospitals'] as const,
    detail: (id: string) => ['hospitals', 'detail', id] as const,
  },
  /**
   * GET /api/shell: the signed-in patient, the header strip and the bell in one answer. Writes that
   * change the header (profile, picture, ABHA) or the bell (records, visits, reads) invalidate it.
   */
  shell: { all: ['shell'] as const },
  /** GET /api/profile: the edit page's row. */
  profile: {
    all: ['profile'] as const,
    full: ['profile', 'full'] as const,
  },
  /** GET /api/personal-info. */
  personalInfo: { all: ['personal-info'] as const },
  /** GET /api/abha: the self-declared ABHA number and address (/kyc). */
  abha: { all: ['abha'] as const },
  /** GET /api/emergency-contacts: every contact, primary first. */
  emergencyContacts: { all: ['emergency-contacts'] as const },
  /** GET /api/family: the account's own patient and its family members (the account's, not the patient's). */
  family: { all: ['family'] as const },
  /** GET /api/caregivers (the acting patient's) and GET /api/caregivers/held (the account's). */
  caregivers: { all: ['caregivers'] as const, held: ['caregivers', 'held'] as const },
  /** GET /api/emergency-card: reads the profile, personal info, ABHA, contacts and records with medications. */
  emergencyCard: { all: ['emergency-card'] as const },
  /** GET /api/dashboard: the four counts. */
  dashboard: { all: ['dashboard'] as const },
  /** GET /api/upcoming-visits: visits and follow-ups of the next month. */
  upcomingVisits: { all: ['upcoming-visits'] as const },
  /** GET /api/medical-records (pages) and /api/medical-records/:id. */
  medicalRecords: {
    all: ['medical-records'] as const,
    lists: ['medical-records', 'list'] as const,
    list: (page: number, pageSize: number) => ['medical-records', 'list', page, pageSize] as const,
    detail: (id: string) => ['medical-records', 'detail', id] as const,
  },
  /** GET /api/prescriptions (pages): records with medications, with their files. */
  prescriptions: {
    all: ['prescriptions'] as const,
    list: (page: number, pageSize: number) => ['prescriptions', 'list', page, pageSize] as const,
  },
  /** GET /api/activity (pages, optionally one kind). */
  activity: {
    all: ['activity'] as const,
    list: (page: number, kind: string) => ['activity', 'list', page, kind] as const,
  },
  /** GET /api/lab-reports (pages) and /api/lab-reports/:id. */
  labReports: {
    all: ['lab-reports'] as const,
    lists: ['lab-reports', 'list'] as const,
    list: (page: number, pageSize: number) => ['lab-reports', 'list', page, pageSize] as const,
    detail: (id: string) => ['lab-reports', 'detail', id] as const,
  },
  /**
   * GET /api/lab-reports/read/:read_id: a lab report being read from a file. Its own tree, so saving the
   * report (which ends the read) does not ask for it again.
   */
  documentReads: { read: (id: string) => ['document-reads', id] as const },
  /** GET /api/lab-trends (the tests with results) and /api/lab-trends/:key (one test's values). */
  labTrends: {
    all: ['lab-trends'] as const,
    tests: ['lab-trends', 'tests'] as const,
    detail: (key: string) => ['lab-trends', 'detail', key] as const,
  },
  /** GET /api/readings (pages of one kind), /api/readings/series (a kind's chart) and /api/readings/summary. */
  readings: {
    all: ['readings'] as const,
    list: (kind: string, page: number) => ['readings', 'list', kind, page] as const,
    series: (kind: string, days: number) => ['readings', 'series', kind, days] as const,
    summary: ['readings', 'summary'] as const,
  },
  /** GET /api/medicines (the list with adherence and refill). */
  medicines: { all: ['medicines'] as const },
  /** GET /api/vaccinations: the schedule and the doses given. */
  vaccinations: {
    all: ['vaccinations'] as const,
  },
  /** GET /api/shares (pages): the patient's share links. */
  shares: {
    all: ['shares'] as const,
    list: (page: number, pageSize: number) => ['shares', 'list', page, pageSize] as const,
  },
  /** GET /api/claims (pages) and /api/claims/:id. */
  claims: {
    all: ['claims'] as const,
    lists: ['claims', 'list'] as const,
    list: (page: number, pageSize: number) => ['claims', 'list', page, pageSize] as const,
    detail: (id: string) => ['claims', 'detail', id] as const,
  },
  /** GET /api/insurance-policies and /api/insurance-policies/:id. */
  insurancePolicies: {
    all: ['insurance-policies'] as const,
    list: ['insurance-policies', 'list'] as const,
    detail: (id: string) => ['insurance-policies', 'detail', id] as const,
  },
  /** GET /api/government-schemes. */
  governmentSchemes: { all: ['government-schemes'] as const },
} as const;

/** The `?state=&city=` of GET /api/clinics; both or neither. */
export interface ClinicFilter {
  state?: string;
  city?: string;
}
