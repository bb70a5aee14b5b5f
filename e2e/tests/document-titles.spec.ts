import { expect, test } from '../fixtures/index.js';
import { seedPatientData } from '../fixtures/seed.js';

// Issue "Complete records" scope 7: every screen sets its own document title.
// Issue 12 point 6: the first load of each signed-in screen makes at most 2 API requests, one for the shell
// (session, header strip, bell) and one for the page.

const MAX_API_REQUESTS_PER_FIRST_LOAD = 2;

test('every screen has its own title and loads with at most 2 API requests', async ({
  page,
  patient,
  baseURL,
}) => {
  void patient;
  // 27 full page loads, each waited on until its requests are done.
  test.setTimeout(150_000);
  const { recordId, clinicId, claimId } = await seedPatientData(page.request, baseURL!);
  const titles: [string, string | RegExp][] = [
    ['/dashboard', 'Dashboard | Sehat'],
    ['/edit-profile', 'Edit Profile | Sehat'],
    ['/personal-info', 'Personal Information | Sehat'],
    ['/add-medical-history', 'Add Medical History | Sehat'],
    ['/medical-history', 'Medical History | Sehat'],
    [`/medical-history/${recordId}`, 'Fever and sore throat | Sehat'],
    [`/medical-history/${recordId}/edit`, 'Edit Medical Record | Sehat'],
    ['/prescription-history', 'Prescription History | Sehat'],
    ['/upcoming-visits', 'Upcoming Visits | Sehat'],
    ['/hospitals-near-me', 'Hospitals Near Me | Sehat'],
    [`/hospital/${clinicId}`, 'Lakeview Family Clinic | Sehat'],
    [`/clinics/${clinicId}/edit`, 'Edit Clinic | Sehat'],
    ['/add-clinics', 'Add Clinic | Sehat'],
    ['/book-appointment', 'Book Appointment | Sehat'],
    ['/insurance-policy', 'Insurance Policy | Sehat'],
    ['/insurance-claims', 'Insurance Claims | Sehat'],
    [`/insurance-claim/${claimId}`, /^Claim CLM-\d{8}-\d{4} \| Sehat$/],
    [`/insurance-claim/${claimId}/edit`, 'Edit Insurance Claim | Sehat'],
    ['/add-insurance-claim', 'Add Insurance Claim | Sehat'],
    ['/pathological-reports', 'Pathological Reports | Sehat'],
    ['/pathological-reports/new', 'Add Lab Report | Sehat'],
    ['/activity', 'Activity | Sehat'],
    ['/sharing', 'Share Links | Sehat'],
    ['/kyc', /\| Sehat$/],
    ['/emergency-contacts', 'Emergency Contacts | Sehat'],
    ['/emergency-card', /\| Sehat$/],
    ['/no-such-page', 'Page Not Found | Sehat'],
  ];
  let apiRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiRequests.push(`${request.method()} ${pathname}`);
  });
  for (const [url, title] of titles) {
    apiRequests = [];
    await page.goto(url);
    await expect(page, url).toHaveTitle(title);
    // Every request of the screen, dependent ones included, has answered.
    await page.waitForLoadState('networkidle');
    expect(apiRequests.length, `${url}: ${apiRequests.join(', ')}`).toBeLessThanOrEqual(
      MAX_API_REQUESTS_PER_FIRST_LOAD,
    );
  }
});
