import { expectNoA11yViolations } from '../fixtures/axe.js';
import { expect, test } from '../fixtures/index.js';
import { indiaDate } from '../fixtures/medical-history.js';
import { seedPatientData } from '../fixtures/seed.js';
import { expectToast } from '../fixtures/ui.js';

// The complete-records work (docs/product.md#screens-added-since-the-first-version): a pending claim is edited (no claim date in the future)
// and deleted after a confirmation, receipt included.

test.describe.configure({ timeout: 90_000 });

test('a patient edits a pending claim, then deletes it', async ({ page, patient, baseURL }) => {
  void patient;
  const { claimId } = await seedPatientData(page.request, baseURL!);
  await page.goto(`/insurance-claim/${claimId}`);
  await expect(page.getByRole('heading', { name: 'Claim Details' })).toBeVisible();
  await expect(page).toHaveTitle(/^Claim CLM-\d{8}-\d{4} \| Sehat$/);

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/insurance-claim/${claimId}/edit$`));
  await expect(page.getByLabel('Claim Amount (₹)')).toHaveValue('125000.50');
  await expect(page.getByLabel('Hospital/Clinic Name', { exact: false }).last()).toBeVisible();

  await page.getByLabel('Claim Date').fill(indiaDate(3));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('The claim date cannot be in the future.')).toBeVisible();

  await page.getByLabel('Claim Date').fill(indiaDate(-4));
  await page.getByLabel('Claim Amount (₹)').fill('98000');
  await page.getByLabel('Diagnosis').fill('Dengue fever with low platelets');
  await expectNoA11yViolations(page, 'edit claim');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Insurance claim updated.');
  await expect(page).toHaveURL(new RegExp(`/insurance-claim/${claimId}$`));
  await expect(page.getByText('₹98,000.00')).toBeVisible();
  await expect(page.getByText('Dengue fever with low platelets')).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this claim?' });
  await expect(dialog).toContainText('and its receipt');
  await dialog.getByRole('button', { name: 'Delete claim' }).click();
  await expectToast(page, 'Insurance claim deleted.');
  await expect(page).toHaveURL(/\/insurance-claims$/);
  await expect(page.getByRole('heading', { name: 'No insurance claims found' })).toBeVisible();
});
