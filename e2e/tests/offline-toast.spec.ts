import { expect, test } from '../fixtures/index.js';
import { field } from '../fixtures/ui.js';

// The performance work (docs/decisions/031-web-budgets.md) moved the toaster off the first load; a toast raised once the connection has dropped
// must still show (the fault-tolerance work: a failure is said, never silent). Service workers are
// blocked here (playwright.config.ts), so nothing but the app itself can have fetched the toaster's code.

test('signing in after the connection dropped says so in a toast', async ({
  page,
  context,
  patient,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /ERR_INTERNET_DISCONNECTED|Failed to load resource/,
    'the test takes the browser offline',
  );
  await context.clearCookies();
  await page.goto('/');
  await field(page, 'Email').fill(patient.email);
  await field(page, 'Password').fill(patient.password);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.locator('[data-sonner-toaster]').getByRole('listitem').filter({ hasText: 'Sign In Failed' }),
  ).toBeVisible();
  await context.setOffline(false);
});

test('a signed-in screen that has loaded can still show a toast when nothing more can be fetched', async ({
  page,
  patient,
  consoleGuard,
}) => {
  void patient;
  consoleGuard.allow(/ERR_FAILED|Failed to load resource/, 'the test cuts every request on purpose');
  await page.goto('/personal-info');
  await expect(field(page, 'Height (cm)')).toBeEditable();
  await page.waitForLoadState('networkidle');

  // The line drops while the browser still thinks it is online: no script and no answer arrives any more.
  await page.route('**/*', (route) => route.abort('failed'));
  await field(page, 'Height (cm)').fill('170');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.locator('[data-sonner-toaster]').getByRole('listitem').filter({
      hasText: 'Failed to update personal information.',
    }),
  ).toBeVisible();
});
