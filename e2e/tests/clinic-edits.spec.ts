import { expectNoA11yViolations } from '../fixtures/axe.js';
import { expect, test } from '../fixtures/index.js';
import { seedPatientData } from '../fixtures/seed.js';
import { expectToast } from '../fixtures/ui.js';

// The complete-records work (docs/product.md#screens-added-since-the-first-version): a patient's own clinic is edited and deleted (after a
// confirmation) from its page; the claim that names it keeps the name. 'Not rated' instead of ★ 0.0.

test.describe.configure({ timeout: 90_000 });

test('a patient edits and deletes their clinic', async ({ page, patient, baseURL }) => {
  void patient;
  const { clinicId, claimId } = await seedPatientData(page.request, baseURL!);
  await page.goto(`/hospital/${clinicId}`);
  await expect(page.getByRole('heading', { name: 'Lakeview Family Clinic' })).toBeVisible();
  await expect(page.getByText('21 Lake Road, Indiranagar, Bengaluru, Karnataka')).toBeVisible();

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/clinics/${clinicId}/edit$`));
  await expect(page.getByLabel('Clinic Name')).toHaveValue('Lakeview Family Clinic');
  await page.getByLabel('Clinic Name').fill('Lakeview Health Centre');
  await page.getByLabel('Rating (1-5)').fill('');
  await expectNoA11yViolations(page, 'edit clinic');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Clinic information updated.');
  await expect(page).toHaveURL(new RegExp(`/hospital/${clinicId}$`));
  await expect(page.getByRole('heading', { name: 'Lakeview Health Centre' })).toBeVisible();
  await expect(page.getByText('Not rated')).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this clinic?' });
  await expect(dialog).toContainText('keep its name');
  await dialog.getByRole('button', { name: 'Delete clinic' }).click();
  await expectToast(page, 'Clinic deleted. Records and visits that name it keep its name.');
  await expect(page).toHaveURL(/\/hospitals-near-me$/);
  await expect(page.getByRole('heading', { name: 'Lakeview Health Centre' })).toHaveCount(0);

  // The claim filed at the clinic keeps the name it was filed with.
  await page.goto(`/insurance-claim/${claimId}`);
  await expect(page.getByText('Lakeview Family Clinic')).toBeVisible();
});
