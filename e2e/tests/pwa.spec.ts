import { expect, test } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import { addHba1cReportThroughApi } from '../fixtures/lab-reports.js';
import { seedPatientData } from '../fixtures/seed.js';

// The languages and installable-app work (docs/decisions/026-installable-app-offline-policy.md): Sehat installs like an app. The manifest meets the installability criteria, the
// service worker precaches the app shell and static assets only (never an /api response, never a file),
// and a navigation that fails offline shows the offline page.

// The journeys block service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow' });

const OFFLINE = "You're offline. Your records need a connection.";
const OFFLINE_HINDI = 'आप ऑफ़लाइन हैं। अपने रिकॉर्ड देखने के लिए इंटरनेट चाहिए।';

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the manifest is linked, has the installability fields, and its icons load', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0d9488');

  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Sehat',
    short_name: 'Sehat',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0d9488',
  });

  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await image.body()), icon.src).toEqual({ width, height });
  }
});

test('the service worker controls the app, caches no /api URL or file, and offline shows the offline page', async ({
  page,
  context,
  patient,
  baseURL,
}) => {
  test.setTimeout(150_000);
  void patient;
  const { recordId, claimId } = await seedPatientData(page.request, baseURL!);
  const reportId = await addHba1cReportThroughApi(page.request, baseURL!, {
    lab: 'City Diagnostics',
    date: '2026-01-10',
    value: '6.1',
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Registered after the page's load event; the first install claims the open tab.
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`);

  // Every signed-in screen, each with its data, through the worker. In-app navigation (the router follows
  // the history's popstate, as on Back), so each screen loads its data without reloading the whole app.
  const screens = [
    '/medical-history',
    `/medical-history/${recordId}`,
    `/medical-history/${recordId}/edit`,
    '/add-medical-history',
    '/pathological-reports',
    `/pathological-reports/${reportId}`,
    '/pathological-reports/new',
    '/prescription-history',
    '/upcoming-visits',
    '/activity',
    '/edit-profile',
    '/personal-info',
    '/insurance-policy',
    '/insurance-claims',
    `/insurance-claim/${claimId}`,
    '/add-insurance-claim',
    '/hospitals-near-me',
    '/hospital/HOS001',
    '/add-clinics',
    '/book-appointment',
    '/sharing',
    '/kyc',
    '/emergency-contacts',
    '/emergency-card',
  ];
  for (const screen of screens) {
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, screen);
    await expect(page).toHaveURL(screen);
    await expect(page.getByRole('heading', { level: 1 }).first(), screen).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  }
  // A stored file, downloaded through its signed link.
  await page.goto(`/medical-history/${recordId}`);
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download / })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.(pdf|png|jpe?g|docx?)$/);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
  // The shell is there; no API response and no stored file is.
  expect(cached).toEqual(expect.arrayContaining([expect.stringContaining('/offline.html')]));
  expect(cached.some((url) => /\/assets\/.+\.js/.test(url))).toBe(true);
  expect(cached.filter((url) => /^\/api(\/|$)/.test(new URL(url).pathname))).toEqual([]);
  expect(cached.filter((url) => /\.(pdf|jpe?g|docx?)(\?|$)/i.test(url))).toEqual([]);

  // Offline, a navigation shows the offline page; back online, "Try again" opens the screen.
  await context.setOffline(true);
  await page.goto('/medical-history');
  await expect(page.getByRole('heading', { name: OFFLINE })).toBeVisible();
  await expect(page).toHaveTitle("You're offline | Sehat");
  await expectNoA11yViolations(page, 'offline page');
  // In Hindi (the language cookie), the same page speaks Hindi.
  await context.addCookies([{ name: 'sehat_lang', value: 'hi', url: page.url() }]);
  await page.goto('/medical-history');
  await expect(page.getByRole('heading', { name: OFFLINE_HINDI })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle('आप ऑफ़लाइन हैं | Sehat');
  await expectNoA11yViolations(page, 'offline page in Hindi');
  await context.addCookies([{ name: 'sehat_lang', value: 'en', url: page.url() }]);
  await page.goto('/medical-history');
  await expect(page.getByRole('heading', { name: OFFLINE })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Medical History', exact: true })).toBeVisible();
});
