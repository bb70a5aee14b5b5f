import { expect, test } from '../fixtures/index.js';
import { toast } from '../fixtures/ui.js';

// docs/product.md#screens-and-routes "Every signed-in screen requires a session", docs/product.md#roles-and-access reset page, docs/product.md#messages reset messages.
for (const path of ['/dashboard', '/medical-history']) {
  test(`${path} without a session goes to /`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });
}

test('/auth/reset without a token says the link is invalid and goes to /', async ({ page }) => {
  await page.goto('/auth/reset');
  await expect(toast(page, 'Invalid or expired reset link')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
