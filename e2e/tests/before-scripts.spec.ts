import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/index.js';
import { expectDashboard, submitSignIn } from '../fixtures/ui.js';

/**
 * Holds every script response back until `release()` is called: what a patient on a slow phone line sees
 * between the HTML and the JavaScript (the test's own version of a 3 s delay, without waiting 3 s).
 */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

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

test('Sign Out followed at once by closing the page ends the session on the server', async ({
  browser,
  baseURL,
  patient,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await submitSignIn(page, patient.email, patient.password);
  await expectDashboard(page);
  const cookies = await context.cookies();
  expect((await (await context.request.get('/api/shell')).json())?.user).toBeTruthy();

  // A slow line: no further script arrives, so a sign-out that waited for one would never be sent.
  await holdScripts(page);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).filter({ visible: true }).first().click();
  await page.close({ runBeforeUnload: false });

  // The old cookie, sent again from elsewhere, is refused: the session ended on the server.
  const other = await browser.newContext({ baseURL });
  await other.addCookies(cookies);
  await expect.poll(async () => (await other.request.get('/api/shell')).json()).toBeNull();
  await other.close();
  await context.close();
});
