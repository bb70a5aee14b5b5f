import { ageOn } from '@sehat/shared';
import { expect, test } from '../fixtures/index.js';
import { indiaDate } from '../fixtures/medical-history.js';
import { expectToast, field } from '../fixtures/ui.js';

// docs/product.md#edit-personal-information, docs/product.md#personal-info, docs/product.md#personal-info-messages.
test('a patient fills in blood group, birth date, age, parents, height and weight', async ({
  page,
  patient,
}) => {
  void patient;
  await page.goto('/personal-info');
  await expect(page.getByRole('heading', { name: 'Patient ID' })).toBeVisible();

  // Identity fields are read-only, with their hint.
  await expect(field(page, 'Patient ID')).toHaveValue(/^SEH-[A-Z0-9]{8}$/);
  await expect(field(page, 'First Name')).toHaveValue('Asha');
  await expect(field(page, 'Last Name')).toHaveValue('Test');
  await expect(field(page, 'First Name')).toBeDisabled();
  await expect(page.getByText('Contact administrator to update')).toHaveCount(2);

  await page.getByLabel('Blood Group').click();
  await page.getByRole('option', { name: 'AB-', exact: true }).click();
  await field(page, 'Date of Birth').fill('1990-02-28');
  // With a date of birth the age follows it and cannot be typed (docs/product.md#screens-added-since-the-first-version).
  const age = String(ageOn('1990-02-28', indiaDate(0)));
  await expect(field(page, 'Age')).toHaveValue(age);
  await expect(field(page, 'Age')).not.toBeEditable();
  await field(page, "Father's Name").fill('Suresh Kumar');
  await field(page, "Mother's Name").fill('Lata Kumar');
  await field(page, 'Height (cm)').fill('165.25');
  await field(page, 'Weight (kg)').fill('58.4');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Personal information updated successfully.');

  await page.reload();
  await expect(page.getByLabel('Blood Group')).toHaveText('AB-');
  await expect(field(page, 'Date of Birth')).toHaveValue('1990-02-28');
  await expect(field(page, 'Age')).toHaveValue(age);
  await expect(field(page, "Father's Name")).toHaveValue('Suresh Kumar');
  await expect(field(page, 'Height (cm)')).toHaveValue('165.25');
  await expect(field(page, 'Weight (kg)')).toHaveValue('58.4');
});

test('out-of-range values are explained and an empty age is saved as empty', async ({ page, patient }) => {
  void patient;
  await page.goto('/personal-info');
  await field(page, 'Height (cm)').fill('301');
  await field(page, 'Age').fill('200');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Height must be between 0 and 300 cm, with at most 2 decimals.')).toBeVisible();
  await expect(page.getByText('Age must be a whole number from 0 to 150.')).toBeVisible();

  await field(page, 'Height (cm)').fill('170');
  await field(page, 'Age').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Personal information updated successfully.');
  await page.reload();
  await expect(field(page, 'Height (cm)')).toHaveValue('170');
  await expect(field(page, 'Age')).toHaveValue('');
});

test('the back button returns to the dashboard', async ({ page, patient }) => {
  void patient;
  await page.goto('/personal-info');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
