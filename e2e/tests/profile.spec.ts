import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import {
  expectDashboard,
  expectToast,
  field,
  signOutFromHeader,
  submitSignIn,
  toast,
} from '../fixtures/ui.js';

const PNG = readFileSync(path.join(import.meta.dirname, '../fixtures/files/prescription.png'));

// docs/product.md#edit-profile, docs/product.md#profile-picture, docs/product.md#profile-messages.
test('a patient uploads a picture, sees it in the header, and edits name and mobile number', async ({
  page,
  patient,
}) => {
  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

  // E-mail is read-only, with its hint; the picture hint is shown.
  await expect(field(page, 'Email')).toHaveValue(patient.email);
  await expect(field(page, 'Email')).toBeDisabled();
  await expect(page.getByText('Email changes require account verification')).toBeVisible();
  await expect(page.getByText('JPG, PNG or GIF. Max size 5MB.')).toBeVisible();

  const header = page.getByRole('banner');
  await expect(header.getByRole('img')).toHaveCount(0);
  // The patient picks the file with the button, which works once the page is live.
  await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeEnabled();
  await page
    .getByLabel('Profile picture file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Profile picture updated successfully.')).toBeVisible();
  const avatar = header.getByRole('img', { name: /profile picture/ });
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /^\/api\/files\/profiles\/.+\.png\?.*sig=/);
  await expectNoA11yViolations(page, 'edit profile with a new picture');

  await field(page, 'Display Name').fill('Asha R.');
  await field(page, 'Mobile Number').fill('+91 98765 43210');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated successfully.')).toBeVisible();
  await expect(header.getByText('Asha R.', { exact: true })).toBeVisible();

  await page.reload();
  await expect(field(page, 'Mobile Number')).toHaveValue('+91 98765 43210');
  await expect(page.getByRole('banner').getByRole('img', { name: /profile picture/ })).toBeVisible();
});

test('a bad mobile number is explained next to the field and nothing is saved', async ({ page, patient }) => {
  void patient;
  await page.goto('/edit-profile');
  await field(page, 'Mobile Number').fill('call me');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter a valid mobile number.')).toBeVisible();
  await page.reload();
  await expect(field(page, 'Mobile Number')).toHaveValue('');
});

// docs/product.md#screens-and-routes change-password panel, docs/product.md#change-password, docs/product.md#messages.
test('a patient changes the password and signs in with the new one', async ({
  page,
  patient,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /status of 40[01]/,
    'the wrong current password and the old password are refused on purpose',
  );
  await page.goto('/edit-profile');

  await page.getByRole('button', { name: 'Change Password' }).click();
  const update = page.getByRole('button', { name: 'Update Password' });
  const current = field(page, 'Current Password');
  const next = field(page, 'New Password');
  const confirm = field(page, 'Confirm New Password');

  await expect(update).toBeDisabled();
  await current.fill('whatever1');
  await next.fill('abc123');
  await expect(update).toBeDisabled();

  // Cancel clears the fields and closes the panel.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(current).toBeHidden();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(current).toHaveValue('');

  // The visibility toggle shows the typed password.
  await next.fill('abc123');
  await expect(next).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).nth(1).click();
  await expect(next).toHaveAttribute('type', 'text');

  await current.fill(patient.password);
  await confirm.fill('abc124');
  await update.click();
  await expect(toast(page, "New passwords don't match.")).toBeVisible();

  await next.fill('abc12');
  await confirm.fill('abc12');
  await update.click();
  await expect(toast(page, 'Password must be at least 6 characters long.')).toBeVisible();

  await current.fill('not-my-password1');
  await next.fill('abc123');
  await confirm.fill('abc123');
  await update.click();
  await expectToast(page, 'Failed to update password.');

  // A password on the common/breached list is refused with its reason (the security review).
  await current.fill(patient.password);
  await update.click();
  await expectToast(
    page,
    'Failed to update password.',
    'This password is too common. Please choose another.',
  );

  await next.fill('neem42');
  await confirm.fill('neem42');
  await update.click();
  await expect(toast(page, 'Password updated successfully.')).toBeVisible();
  await expect(current).toBeHidden();

  await signOutFromHeader(page);
  await submitSignIn(page, patient.email, patient.password);
  await expect(toast(page, /Invalid email or password/i)).toBeVisible();
  await submitSignIn(page, patient.email, 'neem42');
  await expectDashboard(page);
});

test('the profile page needs a session', async ({ page }) => {
  await page.goto('/edit-profile');
  await expect(page).toHaveURL(/\/$/);
});

// The performance work (docs/decisions/028-jobs-and-reminders.md), decision 032: reminders at 08:00 in the patient's own time zone.
test('a patient living abroad picks their time zone, and it stays', async ({ page, patient }) => {
  void patient;
  await page.goto('/edit-profile');
  const timeZone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(timeZone).toHaveText(/Asia\/Kolkata\s*\(GMT\+5:30\)/);
  await timeZone.click();
  await page.getByRole('option', { name: /^Asia\/Dubai/ }).click();
  await expect(toast(page, 'Profile updated successfully.')).toBeVisible();
  await expect(timeZone).toHaveText(/Asia\/Dubai\s*\(GMT\+4\)/);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveText(/Asia\/Dubai/);
  await expectNoA11yViolations(page, 'edit profile with a time zone chosen');
});
