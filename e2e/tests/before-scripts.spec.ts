import { expect, test } from '../fixtures/index.js';
import { holdScripts } from '../fixtures/scripts.js';

const HINDI_HERO = 'आपके सारे हेल्थ रिकॉर्ड';

test('the landing is the server’s HTML, hydrated by React: the same elements, not painted twice', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  // Module scripts hold back the load event: the page is read as soon as its HTML is there.
  await page.goto('/', { waitUntil: 'commit' });
  const hero = await page.locator('#hero-title').elementHandle();
  expect(hero).not.toBeNull();
  await expect(page.locator('#prerender')).toHaveCount(0);
  scripts.release();
  // Once React runs, the sign-in card replaces its placeholder; the hero is still the server's element.
  await expect(page.getByRole('tab', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await hero?.evaluate((element) => element.isConnected)).toBe(true);
  await expect(page.getByText('Your health records,')).toHaveCount(1);
});

test('a click on हिन्दी before the scripts arrive is not lost, and survives a reload and the next sign-in', async ({
  page,
  patient,
}) => {
  // The patient signs in later; the browser starts signed out.
  await page.context().clearCookies();
  const scripts = await holdScripts(page);
  // Module scripts hold back the load event: the page is read as soon as its HTML is there.
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'हिन्दी में देखें (View in Hindi)' }).click();
  // The server answered the form: the landing is now Hindi, with the scripts still held back.
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('#hero-title')).toContainText(HINDI_HERO);
  scripts.release();

  await page.reload();
  await expect(page.locator('#hero-title')).toContainText(HINDI_HERO);
  await expect(page.getByRole('button', { name: 'Switch to English (अंग्रेज़ी में देखें)' })).toBeVisible();

  // The patient's profile says English (a new account); the choice made on this landing wins at sign-in.
  await page.getByRole('tab', { name: 'साइन इन' }).click();
  await page.getByLabel('ईमेल').fill(patient.email);
  await page.getByLabel('पासवर्ड').fill(patient.password);
  await page.getByRole('button', { name: 'साइन इन', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect
    .poll(async () => (await (await page.request.get('/api/profile/header')).json()).preferred_language)
    .toBe('hi');
});

test('Sign Out, Dashboard and Edit Profile in the header work before the scripts arrive; Sign Out ends the session on the server', async ({
  browser,
  baseURL,
  page,
  patient,
}) => {
  void patient;
  const scripts = await holdScripts(page);
  // A signed-in screen the server rendered, read as soon as its HTML is there.
  await page.goto('/emergency-contacts', { waitUntil: 'commit' });
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Edit Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/edit-profile\??$/);
  await header.getByRole('button', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\??$/);
  const cookies = await page.context().cookies();

  await header.getByRole('button', { name: 'Sign Out' }).click();
  // The server answered the form: the landing page, signed out, with the scripts still held back.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#hero-title')).toBeVisible();
  scripts.release();

  // The old cookie, sent again from elsewhere, is refused: the session ended on the server.
  const other = await browser.newContext({ baseURL });
  await other.addCookies(cookies);
  await expect.poll(async () => (await other.request.get('/api/shell')).json()).toBeNull();
  await other.close();
});
