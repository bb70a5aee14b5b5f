import { expect, test } from '../fixtures/index.js';

// The performance work: the built web app goes out pre-compressed (brotli, else gzip), hashed assets cached
// for a year, index.html revalidated on every load.
test('the page and its script arrive brotli-compressed, the script cached as immutable', async ({ page }) => {
  const scripts: { url: string; encoding?: string; cacheControl?: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({
        url: response.url(),
        encoding: response.headers()['content-encoding'],
        cacheControl: response.headers()['cache-control'],
      });
  });
  const document = await page.goto('/');
  expect(document?.headers()['content-encoding']).toBe('br');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('main')).toBeVisible();

  const entry = scripts.find((script) => new URL(script.url).pathname.startsWith('/assets/'));
  expect(entry).toMatchObject({ encoding: 'br', cacheControl: 'public, max-age=31536000, immutable' });
});
