import { expect, test } from '../fixtures/index.js';
import { toast } from '../fixtures/ui.js';

// Spec §2 "Every signed-in screen requires a session", §6 reset page, §8 reset messages.
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
