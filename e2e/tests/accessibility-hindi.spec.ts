import type { Page } from '@playwright/test';
import { expectNoA11yViolations as axe } from '../fixtures/axe.js';
import { expect, test } from '../fixtures/index.js';
import { signedInScreens, type Screen } from '../fixtures/screens.js';
import { seedPatientData } from '../fixtures/seed.js';

// Issue 13 scopes 1 and 3: every signed-in screen, with the patient's data on it, in Hindi: `<html lang="hi">`,
// a Hindi document title (Devanagari, unless the title is the patient's own data), and no axe violation of
// any impact, at 1280 px and on a 390 px phone. The English screens are checked by accessibility.spec.ts.

test.describe.configure({ timeout: 180_000 });

const DEVANAGARI = /[\u0900-\u097F]/;

/** Switches the signed-in patient to Hindi on the profile (as the header switch does) and in the cookie. */
async function speakHindi(page: Page, baseURL: string): Promise<void> {
  const response = await page.request.put('/api/profile/language', {
    headers: { Origin: baseURL },
    data: { preferred_language: 'hi' },
  });
  expect(response.status()).toBe(200);
  await page.context().addCookies([{ name: 'sehat_lang', value: 'hi', url: baseURL }]);
}

/** Opens `screen` and waits until its data is on it: Hindi, every request answered, no skeleton or spinner. */
async function openInHindi(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], [role="status"]:has(.animate-spin)')).toHaveCount(0);
  const title = await page.title();
  expect(title, `${screen.path}: title`).toMatch(/ \| Sehat$/);
  if (!screen.titleIsData) expect.soft(title, `${screen.path}: a Hindi title`).toMatch(DEVANAGARI);
}

/** Half of the screens each, so the two workers share them. */
for (const [half, name] of [
  [0, 'the first half'],
  [1, 'the second half'],
] as const) {
  test(`${name} of the signed-in screens, in Hindi with data, have Hindi titles and no a11y violations`, async ({
    page,
    patient,
    baseURL,
  }) => {
    void patient;
    const screens = signedInScreens(await seedPatientData(page.request, baseURL!));
    await speakHindi(page, baseURL!);
    for (const screen of screens.filter((_, index) => index % 2 === half)) {
      await openInHindi(page, screen);
      await axe(page, `${screen.path} in Hindi`);
    }
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('key screens in Hindi have no a11y violations and no sideways scrolling', async ({
    page,
    patient,
    baseURL,
  }) => {
    void patient;
    const screens = signedInScreens(await seedPatientData(page.request, baseURL!));
    await speakHindi(page, baseURL!);
    const onPhone = [
      '/dashboard',
      '/medical-history/',
      '/insurance-claim/',
      '/pathological-reports',
      '/edit-profile',
    ];
    for (const screen of screens.filter(({ path }) => onPhone.some((prefix) => path.startsWith(prefix)))) {
      await openInHindi(page, screen);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect.soft(sideways, `${screen.path} scrolls sideways in Hindi`).toBe(false);
      await axe(page, `${screen.path} in Hindi on a phone`);
    }
  });
});
