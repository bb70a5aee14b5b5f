import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.js';
import { seedPatientData } from '../fixtures/seed.js';

// The complete-records work (docs/product.md#screens-added-since-the-first-version): a list or count that fails to load says "Couldn't load …" with
// Retry, never its empty state or zeros. The browser's request really fails (aborted by the test);
// nothing of the server is mocked. Retry loads it once the network is back. A screen opened by a page load
// comes with its data, rendered by the server (docs/decisions/045-react-renders-sehat.md), so each screen
// here is opened inside the running app, as a link would, and its data are the browser's to ask for.

/** Makes every browser request to `path` (with any query) fail at the network level until undone. */
async function failRequests(page: Page, path: string): Promise<() => Promise<void>> {
  const pattern = new RegExp(`/api/${path}(\\?.*)?$`);
  await page.route(pattern, (route) => route.abort('failed'));
  return () => page.unroute(pattern);
}

/**
 * Opens `url` inside the running app, as following a link does (React Router's history), from the 404
 * page, which the browser renders itself and which reads no screen data; a page load would come with the
 * screen's data.
 */
async function openInApp(page: Page, url: string): Promise<void> {
  await page.goto('/no-such-page');
  // The browser renders this page itself: once it shows, React Router listens to the history.
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

test.beforeEach(({ consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource|ERR_FAILED/, 'the test makes these requests fail on purpose');
});

test('a list that fails to load offers Retry instead of its empty state', async ({
  page,
  patient,
  baseURL,
}) => {
  void patient;
  await seedPatientData(page.request, baseURL!);
  const restore = await failRequests(page, 'medical-records');
  await openInApp(page, '/medical-history');
  await expect(page.getByRole('alert')).toContainText("Couldn't load medical records");
  await expect(page.getByText('No Medical Records Yet')).toHaveCount(0);
  await expect(page.getByText('0 records found')).toHaveCount(0);

  await restore();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('1 record found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fever and sore throat' })).toBeVisible();
});

test('an answer that is not JSON (a proxy or captive-portal page) shows the failed load, not a broken screen', async ({
  page,
  patient,
  baseURL,
}) => {
  void patient;
  await seedPatientData(page.request, baseURL!);
  // The web takes the API's answers as the contract types them, unparsed; a 200 that is not a JSON object
  // still fails the load (docs/decisions/048-signed-in-screens-without-zod.md).
  const pattern = /\/api\/medical-records(\?.*)?$/;
  await page.route(pattern, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Sign in to the hotel wifi</h1>' }),
  );
  await openInApp(page, '/medical-history');
  await expect(page.getByRole('alert')).toContainText("Couldn't load medical records");
  await expect(page.getByText('No Medical Records Yet')).toHaveCount(0);

  await page.unroute(pattern);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: 'Fever and sore throat' })).toBeVisible();
});

test('every list and count screen says so when its load fails', async ({ page, patient }) => {
  void patient;
  // The browser's clock is ours to move, so the bell's minute refresh comes at once.
  await page.clock.install();
  const screens = [
    { path: 'dashboard', url: '/dashboard', text: "Couldn't load your counts" },
    { path: 'prescriptions', url: '/prescription-history', text: "Couldn't load prescriptions" },
    { path: 'upcoming-visits', url: '/upcoming-visits', text: "Couldn't load upcoming visits" },
    { path: 'claims', url: '/insurance-claims', text: "Couldn't load insurance claims" },
    { path: 'clinics', url: '/hospitals-near-me', text: "Couldn't load your clinics" },
  ];
  for (const screen of screens) {
    const restore = await failRequests(page, screen.path);
    await openInApp(page, screen.url);
    await expect(page.getByRole('alert').filter({ hasText: screen.text })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await restore();
  }

  // The dashboard never shows zeros for counts it could not load.
  const restore = await failRequests(page, 'dashboard');
  await openInApp(page, '/dashboard');
  await expect(page.getByRole('alert')).toContainText("Couldn't load your counts");
  const tile = page.getByRole('region', { name: 'Health summary' }).getByRole('link').first();
  await expect(tile).not.toContainText('0');
  await restore();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(tile).toContainText('0');

  // The bell says so too when its refresh fails (it comes with the shell: session, header, bell),
  // instead of "No notifications"; the patient stays signed in.
  const restoreBell = await failRequests(page, 'shell');
  await page.clock.runFor(61_000);
  await page.clock.runFor(2_000);
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('dialog').getByText("Couldn't load notifications")).toBeVisible();
  await expect(page.getByText('No notifications')).toHaveCount(0);
  await restoreBell();
  await page.getByRole('dialog').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No notifications')).toBeVisible();
});
