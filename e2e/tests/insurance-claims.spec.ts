import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, signUpThroughApi, test } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import { action, field, toast } from '../fixtures/ui.js';

const PNG = readFileSync(path.join(import.meta.dirname, '../fixtures/files/prescription.png'));

// docs/product.md#insurance-policy.
test('the insurance policy page shows its empty state', async ({ page, patient }) => {
  void patient;
  await page.goto('/insurance-policy');
  await expect(page.getByRole('heading', { name: 'No Insurance Policies Yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Insurance Policy' })).toBeEnabled();
});

// docs/product.md#insurance-claims-list, "Add claim", "Claim detail"; docs/product.md#claim-form; docs/product.md#claim-messages.
test('a patient files a claim with a receipt, finds it in the list and opens its detail and receipt', async ({
  page,
  patient,
  baseURL,
}, testInfo) => {
  void patient;
  test.setTimeout(60_000);
  // One own clinic, to be offered in the hospital list.
  const clinic = await page.request.post('/api/clinics', {
    headers: { Origin: baseURL! },
    data: {
      name: 'Sunrise Family Clinic',
      phone: '+91 80 4000 1234',
      email: 'desk@sunrise.example.com',
      address: '12 MG Road',
      state: 'Karnataka',
      city: 'Bengaluru',
    },
  });
  expect(clinic.status(), await clinic.text()).toBe(201);

  await page.goto('/insurance-claims');
  await expect(page.getByRole('heading', { name: 'No insurance claims found' })).toBeVisible();
  await action(page, 'Add Your First Claim').click();
  await expect(page).toHaveURL(/\/add-insurance-claim$/);

  await page.getByLabel('Claim Type').click();
  await page.getByRole('option', { name: 'Hospitalization' }).click();

  // Changing the state clears the city.
  await page.getByLabel('State').click();
  await page.getByRole('option', { name: 'Maharashtra', exact: true }).click();
  await page.getByLabel('City').click();
  await page.getByRole('option', { name: 'Pune', exact: true }).click();
  await page.getByLabel('State').click();
  await page.getByRole('option', { name: 'Karnataka', exact: true }).click();
  await expect(page.getByLabel('City')).toHaveText('Select city');
  await page.getByLabel('City').click();
  await page.getByRole('option', { name: 'Bengaluru', exact: true }).click();

  await page.getByRole('combobox', { name: 'Hospital/Clinic Name', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Sunrise Family Clinic' })).toBeVisible();
  await page.getByRole('option', { name: 'Other (Type below)' }).click();
  await field(page, 'Enter Hospital/Clinic Name').fill('City Care Hospital');

  await field(page, 'Claim Amount (₹)').fill('125000.5');
  await field(page, 'Claim Date').fill('2026-03-05');
  await field(page, 'Policy Number').fill('POL-2026-778');
  await field(page, 'Diagnosis').fill('Dengue fever');
  await field(page, 'Treatment Details').fill('IV fluids, 3 nights');

  // A receipt over 10MB is refused and the field cleared.
  const receipt = page.getByLabel('Receipt/Bill Upload');
  const huge = testInfo.outputPath('huge.pdf');
  writeFileSync(huge, Buffer.alloc(12 * 1024 * 1024));
  await receipt.setInputFiles(huge);
  await expect(toast(page, 'File size must be less than 10MB')).toBeVisible();
  await expect(receipt).toHaveValue('');
  await receipt.setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('bill.png')).toBeVisible();
  await expectNoA11yViolations(page, 'add insurance claim, filled in');

  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(toast(page, 'Insurance claim added successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/insurance-claims$/);

  const row = page.getByRole('row').filter({ hasText: 'City Care Hospital' });
  await expect(row).toContainText('Hospitalization');
  await expect(row).toContainText('₹1,25,000.50');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Mar 05, 2026');
  await expect(row.getByRole('cell').nth(4)).toHaveText('-');
  await expect(row.getByRole('cell').nth(7)).toHaveText('-');
  await expectNoA11yViolations(page, 'insurance claims list after filing a claim');

  // A page past the end is not the empty state.
  await page.goto('/insurance-claims?page=5');
  await expect(page.getByText('No claims on this page.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No insurance claims found' })).toHaveCount(0);
  await action(page, 'Go to page 1').click();
  await expect(page).toHaveURL(/\/insurance-claims$/);

  const claimLink = row.getByRole('link', { name: /^CLM-\d{8}-\d{4}$/ });
  const claimId = (await claimLink.textContent())!;
  await claimLink.click();
  await expect(page).toHaveURL(/\/insurance-claim\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Claim Information' })).toBeVisible();
  await expect(page.getByText('March 05, 2026')).toBeVisible();
  await expect(page.getByText('POL-2026-778')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Medical Details' })).toBeVisible();
  await expect(page.getByText('Dengue fever')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Description' })).toHaveCount(0);

  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'View Receipt' }).click(),
  ]);
  await tab.waitForURL(/\/api\/files\/claim-receipts\/.+\.png\?/);
  await tab.close();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Receipt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt-${claimId}.png`);

  await action(page, 'Back to Claims').click();
  await expect(page).toHaveURL(/\/insurance-claims$/);
});

test('required fields are explained next to them', async ({ page, patient }) => {
  void patient;
  await page.goto('/add-insurance-claim');
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByText('Please select a claim type.')).toBeVisible();
  await expect(page.getByText('Please enter the claim amount.')).toBeVisible();
  await expect(page).toHaveURL(/\/add-insurance-claim$/);
});

test("another patient's claim is a failed load that returns to the list", async ({
  page,
  patient,
  browser,
  baseURL,
  consoleGuard,
}) => {
  void patient;
  consoleGuard.allow(/status of 404/, "the other patient's claim is a 404 on purpose");
  // A second patient files a claim in their own browser context.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.250.1.1' } });
  await signUpThroughApi(other.request, baseURL!);
  const form = {
    claim_type: 'pharmacy',
    state: 'Kerala',
    city: 'Kochi',
    hospital_name: 'Aster Medcity',
    amount: '2450',
    claim_date: '2026-02-14',
  };
  const created = await other.request.post('/api/claims', { headers: { Origin: baseURL! }, multipart: form });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await other.close();

  await page.goto(`/insurance-claim/${id}`);
  await expect(toast(page, 'Failed to load claim details.')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/insurance-claims$/);
});
