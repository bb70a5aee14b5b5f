import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures/index.js';
import { statTile } from '../fixtures/medical-history.js';

// The performance work (docs/decisions/037-screen-data-with-the-shell.md): a signed-in screen opened directly asks for its own data together with the shell's,
// not after the shell has answered and the page's code has run, and still asks only once. The shell's
// answer is held back by the test (the real server answers it, late): the dashboard's request must go out
// while it waits.

test("opening /dashboard asks for its counts while the shell's answer is still on its way, and only once", async ({
  page,
  patient,
}) => {
  void patient;
  const dashboardRequests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/dashboard') dashboardRequests.push(request);
  });
  let releaseShell!: () => void;
  const shellHeld = new Promise<void>((resolve) => (releaseShell = resolve));
  await page.route('**/api/shell', async (route) => {
    await shellHeld;
    await route.continue();
  });
  const countsAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/dashboard');

  const opened = page.goto('/dashboard');
  await countsAsked;
  releaseShell();
  await opened;

  await expect(page.getByRole('heading', { name: 'Welcome to Your Medical Dashboard' })).toBeVisible();
  await expect(statTile(page, 'Medical Records')).toHaveText(/Medical Records\s*0/);
  await page.waitForLoadState('networkidle');
  expect(dashboardRequests).toHaveLength(1);
});
