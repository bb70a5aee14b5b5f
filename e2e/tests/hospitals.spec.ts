import { expect, signUpThroughApi, test } from '../fixtures/index.js';
import { addClinicThroughUi, choose } from '../fixtures/places.js';

// docs/product.md#hospitals-near-me and Hospital detail, docs/product.md#hospital-filters.
test('search and filters find built-in hospitals and the patient’s clinic; details open', async ({
  page,
  patient,
}) => {
  void patient;
  test.slow();
  await addClinicThroughUi(page, {
    name: 'Marine Drive Clinic',
    phone: '022 2200 1100',
    email: 'marine@example.com',
    address: '7 Marine Drive',
    state: 'Maharashtra',
    city: 'Mumbai',
    specialties: ['Physiotherapy'],
    coordinates: '18.9440,72.8230',
  });

  await page.goto('/hospitals-near-me');
  await expect(page.getByRole('heading', { name: 'Hospitals Near Me' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Hospitals' }).getByRole('article');
  await expect(cards).toHaveCount(5);
  await expect(
    page.getByRole('article', { name: 'Indraprastha City Multispeciality Hospital' }).getByTestId('distance'),
  ).toHaveText('2.5 km');

  // Search over name, ID and address, case-insensitive.
  const search = page.getByRole('searchbox', { name: 'Search hospitals' });
  await search.fill('hos004');
  await expect(cards).toHaveCount(1);
  await search.fill('MARINE');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Marine Drive Clinic');
  await search.fill('');

  // State then city (city disabled until a state); AND with the search; 'all' resets.
  await expect(page.getByRole('combobox', { name: 'City' })).toBeDisabled();
  await choose(page, 'State', 'Maharashtra');
  await expect(cards).toHaveCount(2);
  await choose(page, 'City', 'Mumbai');
  await search.fill('worli');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Arabian Sea Heart & General Hospital');
  await choose(page, 'State', 'All States');
  await expect(page.getByRole('combobox', { name: 'City' })).toBeDisabled();
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(cards).toHaveCount(5);
  await expect(search).toHaveValue('');

  // ID and exact-name filters.
  await choose(page, 'Hospital ID', 'HOS003');
  await expect(cards).toHaveCount(1);
  await choose(page, 'Hospital ID', 'All IDs');
  await choose(page, 'Hospital Name', 'Marine Drive Clinic');
  await expect(cards).toHaveCount(1);

  // The clinic's detail: 'User Added', placeholders, maps search from its coordinates.
  await cards
    .first()
    .getByRole('link', { name: /^ID: CLN-/ })
    .click();
  await expect(page).toHaveURL(/\/hospital\/CLN-[A-Z0-9]{6}$/);
  await expect(page.getByRole('heading', { name: 'Marine Drive Clinic' })).toBeVisible();
  await expect(page.getByText('User Added')).toBeVisible();
  await expect(page.getByText('Contact clinic for doctor information')).toBeVisible();
  await expect(page.getByText('Contact clinic for bed availability')).toBeVisible();
  await expect(page.getByText('Contact clinic for accreditation details')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
    'href',
    /query=18\.944%2C72\.823/,
  );

  // A built-in hospital's detail.
  await page.goto('/hospital/HOS003');
  await expect(page.getByRole('heading', { name: 'Cauvery Valley Super Speciality Hospital' })).toBeVisible();
  for (const section of ['About', 'Facilities', 'Doctors', 'Timings']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByText('NABH, JCI')).toBeVisible();
  await expect(page.getByText('Dr. Kavitha Rao')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
    'href',
    /query=12\.8996%2C77\.597/,
  );
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an unknown hospital shows 'Hospital Not Found' with a way back", async ({
  page,
  patient,
  consoleGuard,
}) => {
  void patient;
  consoleGuard.allow(/status of 404/, 'the unknown hospital answers 404 on purpose');
  await page.goto('/hospital/HOS999');
  await expect(page.getByRole('heading', { name: 'Hospital Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Hospitals' }).click();
  await expect(page).toHaveURL(/\/hospitals-near-me$/);
});

test("another patient's clinic is 'Hospital Not Found'", async ({ page, patient, consoleGuard, baseURL }) => {
  void patient;
  consoleGuard.allow(/status of 404/, "another patient's clinic answers 404 on purpose");
  await addClinicThroughUi(page, {
    name: 'Private Clinic',
    phone: '0484 200 3000',
    email: 'private@example.com',
    address: '2 MG Road',
    state: 'Kerala',
    city: 'Kochi',
  });
  await page.goto('/hospitals-near-me');
  await expect(page.getByRole('link', { name: /^ID: CLN-/ })).toBeVisible();
  const id = (await page.getByRole('link', { name: /^ID: CLN-/ }).textContent())!.replace('ID: ', '');
  await page.context().clearCookies();
  await signUpThroughApi(page.request, baseURL!);
  await page.goto(`/hospital/${id}`);
  await expect(page.getByRole('heading', { name: 'Hospital Not Found' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('hospital, clinic and booking screens fit the width', async ({ page, patient }) => {
    void patient;
    const overflows = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    for (const [path, heading] of [
      ['/hospitals-near-me', 'Hospitals Near Me'],
      ['/hospital/HOS001', 'Indraprastha City Multispeciality Hospital'],
      ['/add-clinics', 'Add Clinic Information'],
      ['/book-appointment?hospital=HOS003', 'Book Appointment'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      if (path.startsWith('/book-appointment')) {
        await expect(page.getByRole('combobox', { name: 'Hospital/Clinic' })).toContainText('Cauvery Valley');
      }
      expect(await overflows(), path).toBe(false);
    }
  });
});
