import { expect, test } from '../fixtures/index.js';
import { statTile } from '../fixtures/medical-history.js';

// A signed-in screen opened directly comes with its data (docs/decisions/045-react-renders-sehat.md): the
// server renders the shell and the screen's first GET into the page, and the browser takes those answers
// over, so it asks for neither again (docs/decisions/037-screen-data-with-the-shell.md asked for at most
// one request each; now there are none).

test('opening /dashboard brings its counts in the page: neither the shell nor the counts are asked for again', async ({
  page,
  patient,
}) => {
  void patient;
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/dashboard' || pathname === '/api/shell') asked.push(pathname);
  });

  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { name: 'Welcome to Your Medical Dashboard' })).toBeVisible();
  await expect(statTile(page, 'Medical Records')).toHaveText(/Medical Records\s*0/);
  // Once React has taken the page over (its buttons work), nothing more was asked.
  await expect(page.getByRole('button', { name: 'Sign Out', exact: true }).first()).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});
