import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { expect, signUpThroughApi, test } from '../fixtures/index.js';
import { holdScripts } from '../fixtures/scripts.js';
import { signedInScreens } from '../fixtures/screens.js';
import { SEEDED_TEXTS, seedPatientData } from '../fixtures/seed.js';

// The server renders a signed-in screen with its data (docs/decisions/045-react-renders-sehat.md): the
// first paint holds the screen, not a spinner, before any script has arrived, and React takes that HTML
// over without a mismatch (the console guard fails the test on any hydration error React reports).
// Every screen sets its own document title (docs/product.md#screens-added-since-the-first-version), and the
// first load of each signed-in screen makes at most 2 API requests: one for the shell (session, header
// strip, bell) and one for the page (docs/decisions/037-screen-data-with-the-shell.md).

const MAX_API_REQUESTS_PER_FIRST_LOAD = 2;

test('each signed-in screen opened directly paints its data before any script, then hydrates with its own title and at most 2 API requests', async ({
  page,
  patient,
  baseURL,
}) => {
  // 26 screens loaded with their scripts held back, then 27 (the not-found page too) as they arrive.
  test.setTimeout(300_000);
  const screens = signedInScreens(await seedPatientData(page.request, baseURL!));
  const scripts = await holdScripts(page);
  for (const { path: url } of screens.filter(({ path }) => path !== '/no-such-page')) {
    await page.goto(url, { waitUntil: 'commit' });
    const root = page.locator('#root');
    // The server's HTML, scripts still held: the shell with the patient's name, the screen's heading, and
    // no spinner where the screen should be.
    await expect(root.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
    await expect(root.getByText(patient.fullName).first(), url).toBeAttached();
    await expect(root.getByRole('status').filter({ hasText: /^Loading$/ }), url).toHaveCount(0);
    // What needs the scripts says so: a button is disabled until React has taken the page over (the bell's
    // list is drawn by the scripts); Sign Out is a form the server answers, so it works already.
    await expect(root.getByRole('button', { name: /^Notifications/ }).first(), url).toBeDisabled();
    await expect(root.getByRole('button', { name: 'Sign Out', exact: true }).first(), url).toBeEnabled();
  }
  scripts.release();
  let apiRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiRequests.push(`${request.method()} ${pathname}`);
  });
  for (const { path: url, title } of screens) {
    apiRequests = [];
    await page.goto(url);
    await expect(page, url).toHaveTitle(title);
    // React has taken the page over once the bell switches on (the not-found page has no header).
    if (url !== '/no-such-page')
      await expect(page.getByRole('button', { name: /^Notifications/ }).first(), url).toBeEnabled();
    // Every request of the screen, dependent ones included, has answered.
    await page.waitForLoadState('networkidle');
    expect(apiRequests.length, `${url}: ${apiRequests.join(', ')}`).toBeLessThanOrEqual(
      MAX_API_REQUESTS_PER_FIRST_LOAD,
    );
    // A request the route starts early (`prefetch` in routes.tsx) is the page's own, not one more.
    expect(new Set(apiRequests).size, `${url}: ${apiRequests.join(', ')}`).toBe(apiRequests.length);
  }
});

test('a record opened directly shows its own data in the server’s HTML', async ({
  page,
  patient,
  baseURL,
}) => {
  void patient;
  const { recordId } = await seedPatientData(page.request, baseURL!);
  await holdScripts(page);
  await page.goto('/medical-history', { waitUntil: 'commit' });
  await expect(page.locator('#root').getByText(SEEDED_TEXTS.RECORD.primary_reason)).toBeVisible();
  await page.goto(`/medical-history/${recordId}`, { waitUntil: 'commit' });
  await expect(page.locator('#root').getByText(SEEDED_TEXTS.RECORD.diagnosis)).toBeVisible();
});

test('a page rendered for one patient never carries another’s data and is never stored', async ({
  baseURL,
  clientIp,
}) => {
  // Two patients, each with a record only they may see; their pages are asked for at the same time.
  const contexts = await Promise.all(
    [0, 1].map(() =>
      playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': clientIp } }),
    ),
  );
  const [asha, ravi] = contexts as [(typeof contexts)[0], (typeof contexts)[0]];
  await Promise.all([signUpThroughApi(asha, baseURL!), signUpThroughApi(ravi, baseURL!)]);
  const secrets = ['Asha-only diagnosis 7731', 'Ravi-only diagnosis 9942'] as const;
  const ids = await Promise.all(
    [asha, ravi].map(async (patient, index) => {
      const response = await patient.post('/api/medical-records', {
        headers: { Origin: baseURL! },
        multipart: {
          primary_reason: secrets[index]!,
          doctor_name: 'Dr. Asha Rao',
          hospital_name: 'Apollo Hospitals',
          diagnosis: secrets[index]!,
          treatment_plan: 'Rest',
          record_date: '2026-01-05',
          visit_type: 'routine-checkup',
        },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    }),
  );

  const pages = await Promise.all(
    Array.from({ length: 10 }, async (_, turn) => {
      const index = turn % 2;
      const patient = index === 0 ? asha : ravi;
      const paths = ['/medical-history', `/medical-history/${ids[index]}`, '/dashboard'];
      const response = await patient.get(paths[turn % 3]!);
      return { index, response, html: await response.text() };
    }),
  );
  for (const { index, response, html } of pages) {
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(html).not.toContain(secrets[1 - index]!);
  }
  // Each patient's own list was rendered with their own record.
  const lists = pages.filter((_, turn) => turn % 3 === 0);
  for (const { index, html } of lists) expect(html).toContain(secrets[index]!);
  // Another patient's record, asked for by its address, is the not-found page, rendered by the browser.
  const other = await asha.get(`/medical-history/${ids[1]}`);
  expect(await other.text()).not.toContain(secrets[1]);
  await Promise.all(contexts.map((context) => context.dispose()));
});

test('before the scripts, a server-rendered screen keeps the scroll and its links work; a picked file is kept', async ({
  page,
  patient,
}) => {
  void patient;
  const scripts = await holdScripts(page);
  await page.goto('/hospitals-near-me', { waitUntil: 'commit' });
  const book = page
    .getByRole('article', { name: 'Indraprastha City Multispeciality Hospital' })
    .getByRole('link', { name: 'Book Appointment' });
  await book.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  scripts.release();
  // React takes the page over without throwing the patient back to the top.
  await expect(page.getByRole('button', { name: /^Notifications/ }).first()).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // A link followed before the scripts arrive is a plain link the server answers.
  const held = await holdScripts(page);
  await page.goto('/hospitals-near-me', { waitUntil: 'commit' });
  await book.click();
  await expect(page).toHaveURL(/\/book-appointment\?hospital=HOS001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Appointment' })).toBeVisible();
  held.release();

  // A picture picked before the scripts arrive is uploaded once React has taken the page over.
  const early = await holdScripts(page);
  await page.goto('/edit-profile', { waitUntil: 'commit' });
  await page
    .getByLabel('Profile picture file')
    .setInputFiles(path.join(import.meta.dirname, '../fixtures/files/prescription.png'));
  early.release();
  await expect(page.getByRole('banner').getByRole('img', { name: /profile picture/ })).toBeVisible();
});

// The language of a rendered screen is the profile's, as the app switches to it once the shell arrives
// (docs/decisions/029-languages.md); a rendered page in the cookie's language, hydrated and then switched,
// did not match its HTML (React's hydration error, which the console guard turns into a failure).
test('a screen is rendered in the profile’s language even when this browser’s cookie names the other, and hydrates without a mismatch', async ({
  page,
  patient,
  baseURL,
}) => {
  void patient;
  await page.context().addCookies([{ name: 'sehat_lang', value: 'hi', url: baseURL! }]);
  const english = await page.request.get('/edit-profile');
  expect(await english.text()).toContain('<html lang="en">');
  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const saved = await page.request.put('/api/profile/language', {
    headers: { Origin: baseURL! },
    data: { preferred_language: 'hi' },
  });
  expect(saved.status()).toBe(200);
  await page.context().addCookies([{ name: 'sehat_lang', value: 'en', url: baseURL! }]);
  await page.goto('/edit-profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'प्रोफ़ाइल बदलें', level: 1 })).toBeVisible();
});
