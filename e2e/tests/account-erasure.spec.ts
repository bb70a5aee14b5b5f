import { expect, test } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import { seedPatientData } from '../fixtures/seed.js';
import { submitSignIn, toast } from '../fixtures/ui.js';

// The sharing and data-rights work (docs/decisions/024-erasure-export-activity-log.md) (DPDP Act s.12): a patient erases their account from the
// profile after re-entering the password, lands on /, and can no longer sign in with it.
test('a patient erases their account and can no longer sign in with it', async ({
  page,
  patient,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /status of (400|401)/,
    'the wrong password is refused on purpose, and so is the old account',
  );
  await seedPatientData(page.request, baseURL!);
  await page.goto('/edit-profile');
  await page.getByRole('button', { name: 'Erase my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase your account for good?' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, 'erase account dialog');

  // A wrong password erases nothing and says why.
  await dialog.getByLabel('Your password').fill('Not-my-password-1');
  await dialog.getByRole('button', { name: 'Erase everything' }).click();
  await expect(toast(page, 'That password is not right. Your account was not erased.')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Your password').fill(patient.password);
  await dialog.getByRole('button', { name: 'Erase everything' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Your account and all your records have been erased.')).toBeVisible();

  await submitSignIn(page, patient.email, patient.password);
  await expect(toast(page, /Invalid email or password/i)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
