import { expect, test } from '../fixtures/index.js';
import { seedLongData } from '../fixtures/long-data.js';
import { seedPatientData } from '../fixtures/seed.js';

// The complete-records work (docs/product.md#screens-added-since-the-first-version): at 390 px no signed-in screen scrolls sideways, with realistic
// data: many rows, long unbroken words in names, texts and addresses.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 240_000 });

test('no signed-in screen scrolls sideways on a phone', async ({ page, patient, baseURL }) => {
  void patient;
  const seeded = await seedPatientData(page.request, baseURL!);
  const long = await seedLongData(page.request, baseURL!);

  const screens = [
    '/dashboard',
    '/edit-profile',
    '/personal-info',
    '/add-medical-history',
    '/medical-history',
    `/medical-history/${seeded.recordId}`,
    `/medical-history/${seeded.recordId}/edit`,
    '/prescription-history',
    '/upcoming-visits',
    '/hospitals-near-me',
    '/hospital/HOS001',
    `/hospital/${long.clinicId}`,
    `/clinics/${long.clinicId}/edit`,
    '/add-clinics',
    '/book-appointment',
    '/insurance-policy',
    '/insurance-claims',
    `/insurance-claim/${seeded.claimId}`,
    `/insurance-claim/${seeded.claimId}/edit`,
    '/add-insurance-claim',
  ];
  const overflowing: string[] = [];
  for (const url of screens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth) overflowing.push(`${url}: ${scrollWidth} > ${innerWidth}`);
  }

  // A record and a claim full of long words, opened from their lists.
  await page.goto('/medical-history');
  await page.getByRole('link', { name: /^Pneumono.* 0$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pneumono');
  const recordWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (recordWidth > 390) overflowing.push(`long record: ${recordWidth} > 390`);

  await page.goto('/insurance-claims');
  await page.getByRole('list', { name: 'Insurance claims' }).getByRole('link').nth(1).click(); // the newest is the seeded one
  await expect(page.getByText('Pneumonoultramicroscopic', { exact: false }).first()).toBeVisible();
  const claimWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (claimWidth > 390) overflowing.push(`long claim: ${claimWidth} > 390`);

  expect(overflowing, 'screens wider than the phone').toEqual([]);
});
