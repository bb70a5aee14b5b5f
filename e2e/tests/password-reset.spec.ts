import { expect, signUpThroughApi, test } from '../fixtures/index.js';
import { newestMailTo, resetLinkIn } from '../fixtures/outbox.js';
import {
  expectDashboard,
  expectToast,
  field,
  openLanding,
  signOutFromHeader,
  submitSignIn,
  toast,
} from '../fixtures/ui.js';

// docs/product.md#landing (forgot-password view), Reset password (/auth/reset), docs/product.md#messages reset messages.
test('a patient resets a forgotten password from the e-mailed link', async ({
  page,
  request,
  baseURL,
  consoleGuard,
}) => {
  const patient = await signUpThroughApi(request, baseURL!);
  const newPassword = 'Renewed2026pass';

  await openLanding(page);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await field(page, 'Email').fill(patient.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Password reset email sent! Check your inbox.')).toBeVisible();
  // After sending, the view returns to sign-in.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

  const mail = await newestMailTo(patient.email, { subject: 'Reset your Sehat password' });
  await page.goto(resetLinkIn(mail));
  await expect(page).toHaveURL(/\/auth\/reset\?token=/);
  await field(page, 'New Password').fill(newPassword);
  await field(page, 'Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated successfully!')).toBeVisible();
  await expectDashboard(page);

  await signOutFromHeader(page);

  // The old password no longer works. The browser itself logs the refused request's 401.
  consoleGuard.allow(/status of 401/, 'the sign-in with the old password is refused on purpose');
  await submitSignIn(page, patient.email, patient.password);
  await expectToast(page, 'Sign In Failed');
  await expect(page).toHaveURL(/\/$/);

  await submitSignIn(page, patient.email, newPassword);
  await expectDashboard(page);
});

// docs/product.md#reset-page-messages: a token refused on submit (expired while the page was open, or edited by hand).
test('a reset token refused on submit says the link is invalid and goes to /', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/, 'the server refuses the made-up token on purpose');
  await page.goto('/auth/reset?token=not-a-real-token');
  await field(page, 'New Password').fill('Renewed2026pass');
  await field(page, 'Confirm Password').fill('Renewed2026pass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Invalid or expired reset link')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
});
