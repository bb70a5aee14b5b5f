import { expect, test } from '../fixtures/index.js';
import { holdScripts } from '../fixtures/scripts.js';
import { expectDashboard } from '../fixtures/ui.js';

test('Sign Out followed at once by closing the page ends the session on the server', async ({
  browser,
  baseURL,
  page,
  patient,
}) => {
  // A patient who opened Sehat with a saved session: better-auth's client has never loaded on this page.
  void patient;
  await page.goto('/dashboard');
  await expectDashboard(page);
  const cookies = await page.context().cookies();
  expect((await (await page.request.get('/api/shell')).json())?.user).toBeTruthy();

  // React has the page (its Sign Out sends the request itself, as keepalive); from now on no further
  // script arrives, so a sign-out that waited for one (better-auth's client) would never be sent.
  const signOut = page
    .getByRole('button', { name: 'Sign Out', exact: true })
    .filter({ visible: true })
    .first();
  await expect(signOut).toBeEnabled();
  await holdScripts(page);
  await signOut.click();
  await page.close({ runBeforeUnload: false });

  // The old cookie, sent again from elsewhere, is refused: the session ended on the server.
  const other = await browser.newContext({ baseURL });
  await other.addCookies(cookies);
  await expect.poll(async () => (await other.request.get('/api/shell')).json()).toBeNull();
  await other.close();
});
