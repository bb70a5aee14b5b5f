import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { expectDashboard, signOutFromHeader, submitSignIn, submitSignUp, toast } from '../fixtures/ui.js';

// docs/product.md#landing, docs/product.md#states-and-transitions session, docs/product.md#messages sign-in / sign-up / sign-out messages.
test('a new patient signs up, reaches the dashboard, signs out and signs in again', async ({ page }) => {
  const email = uniqueEmail('journey');
  const password = 'Sehat2026journey';

  await submitSignUp(page, { fullName: 'Ravi Kumar', email, password, confirmPassword: password });
  await expect(toast(page, 'Account created successfully! You are now logged in.')).toBeVisible();
  await expectDashboard(page);
  for (const name of ['Dashboard', 'Edit Profile', 'Sign Out', 'Notifications']) {
    await expect(
      page.getByRole('button', { name, exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
  }

  // The session survives a reload (httpOnly cookie; nothing in localStorage).
  await page.reload();
  await expectDashboard(page);
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toMatch(/token|session/i);

  // The header's logo and title lead back to the dashboard (docs/product.md#screens-and-routes).
  await page.goto('/edit-profile');
  await page.getByRole('link', { name: 'Sehat Medical Dashboard' }).click();
  await expectDashboard(page);

  await signOutFromHeader(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);

  await submitSignIn(page, email, password);
  await expect(toast(page, 'Successfully signed in!')).toBeVisible();
  await expectDashboard(page);
});
