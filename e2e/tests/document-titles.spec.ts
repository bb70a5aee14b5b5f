import { expect, test } from '../fixtures/index.js';
import { signedInScreens } from '../fixtures/screens.js';
import { seedPatientData } from '../fixtures/seed.js';

// The complete-records work (docs/product.md#screens-added-since-the-first-version): every screen sets its own document title.
// The performance work (docs/decisions/037-screen-data-with-the-shell.md): the first load of each signed-in screen makes at most 2 API requests, one for the shell
// (session, header strip, bell) and one for the page.

const MAX_API_REQUESTS_PER_FIRST_LOAD = 2;

test('every screen has its own title and loads with at most 2 API requests', async ({
  page,
  patient,
  baseURL,
}) => {
  void patient;
  // 27 full page loads, each waited on until its requests are done.
  test.setTimeout(150_000);
  const screens = signedInScreens(await seedPatientData(page.request, baseURL!));
  let apiRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiRequests.push(`${request.method()} ${pathname}`);
  });
  for (const { path: url, title } of screens) {
    apiRequests = [];
    await page.goto(url);
    await expect(page, url).toHaveTitle(title);
    // Every request of the screen, dependent ones included, has answered.
    await page.waitForLoadState('networkidle');
    expect(apiRequests.length, `${url}: ${apiRequests.join(', ')}`).toBeLessThanOrEqual(
      MAX_API_REQUESTS_PER_FIRST_LOAD,
    );
    // A request the route starts early (`prefetch` in routes.tsx) is the page's own, not one more.
    expect(new Set(apiRequests).size, `${url}: ${apiRequests.join(', ')}`).toBe(apiRequests.length);
  }
});
