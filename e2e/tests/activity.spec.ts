import { expect, test } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import { seedPatientData } from '../fixtures/seed.js';

// The sharing and data-rights work (docs/decisions/024-erasure-export-activity-log.md): the patient sees who did what with their data.
test('the activity page lists the sign-in and the records added, and filters by kind', async ({
  page,
  patient,
  baseURL,
}) => {
  void patient;
  await seedPatientData(page.request, baseURL!);
  await page.goto('/activity');
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(page).toHaveTitle('Activity | Sehat');
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Medical record added' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Insurance claim added' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expectNoA11yViolations(page, 'activity');

  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Failed sign-in' }).click();
  await expect(page.getByText('No activity to show')).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the activity page does not scroll sideways', async ({ page, patient }) => {
    void patient;
    await page.goto('/activity');
    await expect(page.getByRole('row').filter({ hasText: 'Signed in' }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
