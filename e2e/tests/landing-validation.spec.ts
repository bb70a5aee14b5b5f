import { expect, signUpThroughApi, test, uniqueEmail } from '../fixtures/index.js';
import {
  expectDashboard,
  expectErrorToast,
  field,
  openLanding,
  signOutFromHeader,
  submitSignIn,
  submitSignUp,
  toast,
} from '../fixtures/ui.js';

// docs/product.md#sign-in-fields, "Forgot password", "Sign up", "Reset password page", "Text cleaning"; each error is a
// destructive toast titled 'Error' and never reaches the server.
test.describe('sign in', () => {
  test('requires every field', async ({ page }) => {
    await submitSignIn(page, '', '');
    await expectErrorToast(page, 'Please fill in all fields');
  });

  test('rejects an e-mail that does not look like x@y.z', async ({ page }) => {
    await submitSignIn(page, 'asha@example', 'whatever1');
    await expectErrorToast(page, 'Please enter a valid email address');
  });
});

test.describe('forgot password', () => {
  test('requires the e-mail, then checks its format', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectErrorToast(page, 'Please enter your email address');

    await field(page, 'Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectErrorToast(page, 'Please enter a valid email address');

    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });
});

test.describe('sign up', () => {
  const valid = {
    fullName: 'Asha Rao',
    email: 'asha@example.com',
    password: 'secret123',
    confirmPassword: 'secret123',
  };

  test('requires every field', async ({ page }) => {
    await submitSignUp(page, { ...valid, fullName: '' });
    await expectErrorToast(page, 'Please fill in all fields');
  });

  test('checks the e-mail format', async ({ page }) => {
    await submitSignUp(page, { ...valid, email: 'asha.example.com' });
    await expectErrorToast(page, 'Please enter a valid email address');
  });

  test('needs 8+ characters with letters and numbers', async ({ page }) => {
    await submitSignUp(page, { ...valid, password: 'letters-only', confirmPassword: 'letters-only' });
    await expectErrorToast(page, 'Password must be at least 8 characters and contain letters and numbers');
  });

  test('needs matching passwords', async ({ page }) => {
    await submitSignUp(page, { ...valid, confirmPassword: 'secret124' });
    await expectErrorToast(page, 'Passwords do not match');
  });

  test('clears the form after a successful sign-up', async ({ page }) => {
    const email = uniqueEmail('cleared');
    await submitSignUp(page, {
      fullName: 'Meera Iyer',
      email,
      password: 'Cleared2026',
      confirmPassword: 'Cleared2026',
    });
    await expectDashboard(page);
    await signOutFromHeader(page);
    await openLanding(page, 'Sign Up');
    for (const label of ['Full Name', 'Email', 'Password', 'Confirm Password']) {
      await expect(field(page, label)).toHaveValue('');
    }
  });
});

test.describe('reset password page', () => {
  // The token is only checked by the server on submit; these errors come first.
  const RESET_URL = '/auth/reset?token=checked-by-the-server-on-submit';

  test('requires both fields', async ({ page }) => {
    await page.goto(RESET_URL);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectErrorToast(page, 'Please fill in all fields');
  });

  test('needs 8+ characters with letters and numbers', async ({ page }) => {
    await page.goto(RESET_URL);
    await field(page, 'New Password').fill('short1');
    await field(page, 'Confirm Password').fill('short1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectErrorToast(page, 'Password must be at least 8 characters and contain letters and numbers');
  });

  test('needs matching passwords', async ({ page }) => {
    await page.goto(RESET_URL);
    await field(page, 'New Password').fill('Renewed2026');
    await field(page, 'Confirm Password').fill('Renewed2027');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectErrorToast(page, 'Passwords do not match');
  });
});

test('sign-in removes < > \' " from the e-mail and password before sending them', async ({
  page,
  request,
  baseURL,
}) => {
  const patient = await signUpThroughApi(request, baseURL!);
  await submitSignIn(page, `  "<${patient.email}>"  `, `'${patient.password}"`);
  await expect(toast(page, 'Successfully signed in!')).toBeVisible();
  await expectDashboard(page);
});
