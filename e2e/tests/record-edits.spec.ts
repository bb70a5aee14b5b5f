import { expectNoA11yViolations } from '../fixtures/axe.js';
import { expect, test } from '../fixtures/index.js';
import { indiaDate, statTile } from '../fixtures/medical-history.js';
import { seedPatientData } from '../fixtures/seed.js';
import { expectToast } from '../fixtures/ui.js';

// The complete-records work (docs/product.md#screens-added-since-the-first-version): edit every field of a medical record and its files, with
// dates that make sense, then delete it after a confirmation; the list and the dashboard follow.

test.describe.configure({ timeout: 90_000 });

test('a patient edits a record, then deletes it after confirming', async ({ page, patient, baseURL }) => {
  void patient;
  const { recordId } = await seedPatientData(page.request, baseURL!);
  await page.goto('/dashboard');
  await expect(statTile(page, 'Medical Records')).toHaveText(/Medical Records\s*1/);

  await page.goto(`/medical-history/${recordId}`);
  await expect(page).toHaveTitle('Fever and sore throat | Sehat');
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/medical-history/${recordId}/edit$`));
  await expect(page.getByRole('heading', { name: 'Edit Medical Record' })).toBeVisible();
  await expect(page).toHaveTitle('Edit Medical Record | Sehat');
  await expect(page.getByLabel('Primary Reason for Visit')).toHaveValue('Fever and sore throat');
  await expect(page.getByRole('combobox', { name: 'Hospital Name' })).toContainText(
    'Indraprastha City Multispeciality Hospital',
  );

  // Dates that make sense (scope 5): no visit in the future, no follow-up before the visit.
  await page.getByLabel('Visit Date').fill(indiaDate(2));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel('Visit Date')).toHaveAccessibleDescription(
    /The visit date cannot be in the future./,
  );
  await page.getByLabel('Visit Date').fill(indiaDate(-5));
  await page.getByLabel('Follow-up Date').fill(indiaDate(-6));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel('Follow-up Date')).toHaveAccessibleDescription(
    /The follow-up date cannot be before the visit date./,
  );
  await page.getByLabel('Follow-up Date').fill('');

  // Every field changes; the files are edited on the same page.
  await page.getByLabel('Primary Reason for Visit').fill('Migraine review');
  await page.getByLabel('Diagnosis').fill('Tension-type headache');
  await page.getByLabel('Prescribed Medications').fill('Ibuprofen 400 mg when needed');
  const files = page.getByRole('list', { name: 'Prescription files' });
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove prescription.pdf' }).click();
  await expectToast(page, 'File removed');
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expectNoA11yViolations(page, 'edit medical record');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Medical record updated.');
  await expect(page).toHaveURL(new RegExp(`/medical-history/${recordId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Migraine review' })).toBeVisible();
  await expect(page.getByText('Tension-type headache')).toBeVisible();
  await expect(page.getByText('Ibuprofen 400 mg when needed')).toBeVisible();
  await expect(page.getByText('Not specified')).toBeVisible(); // the follow-up was cleared

  // Delete asks first; Cancel keeps the record.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this medical record?' });
  await expect(dialog).toContainText('Migraine review');
  await expect(dialog).toContainText('its 1 prescription file');
  await expectNoA11yViolations(page, 'delete record dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete record' }).click();

  await expectToast(page, 'Medical record deleted.');
  await expect(page).toHaveURL(/\/medical-history$/);
  await expect(page.getByRole('heading', { name: 'No Medical Records Yet' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(statTile(page, 'Medical Records')).toHaveText(/Medical Records\s*0/);
  await expect(statTile(page, 'Active Prescriptions')).toHaveText(/Active Prescriptions\s*0/);
});
