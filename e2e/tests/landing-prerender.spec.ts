import { expect, test } from '../fixtures/index.js';

// The landing page's hero is in the HTML itself, so a phone on a slow connection shows it before any script
// has arrived; once the app starts, React hydrates that same HTML (before-scripts.spec.ts).
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
    await expect(page.locator('#root h2')).toContainText(hero);
    await expect(page.locator('#root h2')).toBeVisible();
    await context.close();
  }
});

test('the hydrated landing shows its hero once, and the sign-in card works', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByText('Your health records,')).toHaveCount(1);
});

// The Hindi catalogue is one lazy chunk that only a Hindi speaker downloads.
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

// The landing is HTML already: its scripts are asked for once that HTML is in and has painted
// (public/start-after-paint.js), not alongside it, where they ran before the first paint
// (docs/decisions/045-react-renders-sehat.md). The app still starts: the card works.
test("the landing's scripts are asked for only after its HTML is in, and the app starts", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Sign In', exact: true })).toBeEnabled();
  const { htmlIn, scriptsAskedAt } = await page.evaluate(() => ({
    htmlIn: performance.getEntriesByType('navigation')[0]!.toJSON().domContentLoadedEventEnd as number,
    scriptsAskedAt: performance
      .getEntriesByType('resource')
      .filter(({ name }) => /\/assets\/[\w-]+\.js$/.test(name))
      .map(({ startTime }) => startTime),
  }));
  expect(scriptsAskedAt.length).toBeGreaterThan(3);
  expect(Math.min(...scriptsAskedAt)).toBeGreaterThan(htmlIn);
});
