import { expect, test } from '../fixtures/index.js';

// The performance work (docs/decisions/031-web-budgets.md): the landing page's hero is in the HTML itself, so a phone on a slow connection shows
// it before any script has arrived; once the app starts, its live landing takes the copy's place.
test('the landing hero shows without JavaScript, in the chosen language', async ({ browser, baseURL }) => {
  for (const [language, hero] of [
    ['en', 'Your health records, all in one place'],
    ['hi', 'आपके सारे हेल्थ रिकॉर्ड'],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies([{ name: 'sehat_lang', value: language, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('#prerender h2')).toContainText(hero);
    await expect(page.locator('#prerender h2')).toBeVisible();
    await context.close();
  }
});

test('the live landing replaces the prerendered copy, and the sign-in card works', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(page.getByText('Your health records,')).toHaveCount(1);
});

// The languages and installable-app work (docs/decisions/029-languages.md) performance: the Hindi catalogue is one lazy chunk that only a Hindi speaker downloads.
test('an English visitor downloads no Hindi strings', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (['script', 'document'].includes(response.request().resourceType())) bodies.push(response.text());
  });
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Sign In', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const texts = await Promise.all(bodies);
  expect(texts.length).toBeGreaterThan(3);
  for (const text of texts) expect(text).not.toContain('आपके सारे हेल्थ रिकॉर्ड');
});
