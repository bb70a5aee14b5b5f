import { expect, test } from '../fixtures/index.js';

// The performance work: the built web app goes out pre-compressed (brotli, else gzip), hashed assets cached
// for a year, index.html revalidated on every load.
test('the page and its script arrive brotli-compressed, the script cached as immutable', async ({ page }) => {
  // The landing asks for its scripts once it has painted (public/start-after-paint.js): wait for the entry.
  const entry = page.waitForResponse(
    (response) =>
      response.request().resourceType() === 'script' &&
      new URL(response.url()).pathname.startsWith('/assets/'),
  );
  const document = await page.goto('/');
  expect(document?.headers()['content-encoding']).toBe('br');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('main')).toBeVisible();

  const script = await entry;
  expect({
    encoding: script.headers()['content-encoding'],
    cacheControl: script.headers()['cache-control'],
  }).toEqual({ encoding: 'br', cacheControl: 'public, max-age=31536000, immutable' });
});
