import type { Page } from '@playwright/test';
import { expect, signUpThroughApi, test, type TestPatient } from '../fixtures/index.js';
import { statTile } from '../fixtures/medical-history.js';
import { field } from '../fixtures/ui.js';

// The security review (docs/decisions/013-session-lifetime.md) (docs/decisions/013-session-lifetime.md): when a session ends the app says so and, after
// sign-in, returns to the page the patient was on; a deep link opened while signed out works the same way.

const EXPIRED = 'Your session has expired. Please sign in again.';
const SESSION_COOKIE = 'sehat.session_token';

/** Adds a medical-history record through the API as the signed-in browser; answers its id. */
async function addRecord(page: Page, baseURL: string, reason: string): Promise<string> {
  const response = await page.request.post('/api/medical-records', {
    headers: { Origin: baseURL },
    multipart: {
      primary_reason: reason,
      doctor_name: 'Dr. Kavita Menon',
      hospital_name: 'Indraprastha City Multispeciality Hospital',
      diagnosis: 'Viral fever',
      treatment_plan: 'Rest and fluids',
      record_date: '2026-03-01',
      visit_type: 'consultation',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Signs in with the landing form already on screen (no reload: the return target lives in this entry's state). */
async function signInHere(page: Page, patient: TestPatient): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await field(page, 'Email').fill(patient.email);
  await field(page, 'Password').fill(patient.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a deep link opened while signed out leads to its page after sign-in', async ({
  page,
  patient,
  baseURL,
}) => {
  const id = await addRecord(page, baseURL!, 'Deep link check');
  await page.context().clearCookies();

  await page.goto(`/medical-history/${id}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  // Nobody was signed in on this page: nothing expired.
  await expect(page.getByText(EXPIRED)).toBeHidden();

  await signInHere(page, patient);
  await expect(page).toHaveURL(new RegExp(`/medical-history/${id}$`));
  await expect(page.getByRole('heading', { name: 'Deep link check' })).toBeVisible();
});

test('a session that ends while a page is open says so and returns there after sign-in', async ({
  page,
  patient,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/, 'the session cookie is removed on purpose while the page is open');
  // The browser's clock is ours to move, so the page's background refresh (the bell, every minute) comes at once.
  await page.clock.install();
  const id = await addRecord(page, baseURL!, 'Session ended here');
  await page.goto(`/medical-history/${id}`);
  await expect(page.getByRole('heading', { name: 'Session ended here' })).toBeVisible();

  // The server no longer knows this browser's session (as after the idle timeout), and the page asks again.
  await page.context().clearCookies({ name: SESSION_COOKIE });
  await page.clock.runFor(61_000);

  await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await signInHere(page, patient);
  await expect(page).toHaveURL(new RegExp(`/medical-history/${id}$`));
  await expect(page.getByRole('heading', { name: 'Session ended here' })).toBeVisible();
});

test('signing out on purpose is not called an expiry, and the next sign-in goes to the dashboard', async ({
  page,
  patient,
}) => {
  await page.goto('/medical-history');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(EXPIRED)).toBeHidden();
  await signInHere(page, patient);
  await expect(page).toHaveURL(/\/dashboard$/);
});

// docs/decisions/046-one-data-path.md: the session ending empties the query cache, so nothing the last patient
// saw (fresh for 30 s, and so never asked again) is shown to the next one signed in on the same page.
test("the next patient signed in on the same page sees none of the last one's data", async ({
  page,
  patient,
  baseURL,
  request,
}) => {
  void patient;
  await addRecord(page, baseURL!, 'Only the first patient has this');
  await page.goto('/dashboard');
  await expect(statTile(page, 'Medical Records')).toHaveText(/Medical Records\s*1/);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/$/);

  // Signed up with the test's own cookie jar: the page signs in through its form, without a reload.
  const next = await signUpThroughApi(request, baseURL!);
  const countsAsked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/dashboard');
  await signInHere(page, next);
  await expect(page).toHaveURL(/\/dashboard$/);
  await countsAsked;
  await expect(statTile(page, 'Medical Records')).toHaveText(/Medical Records\s*0/);
});

test('a return target pointing at another site is ignored', async ({ page, patient }) => {
  await page.context().clearCookies();
  await page.goto('/');
  // What a crafted history entry could carry: it must not lead off the site.
  await page.evaluate(() =>
    window.history.replaceState({ usr: { from: '//evil.example/phish' }, key: 'x', idx: 0 }, '', '/'),
  );
  await page.reload();
  await signInHere(page, patient);
  await expect(page).toHaveURL(/\/dashboard$/);
});
