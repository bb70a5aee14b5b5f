import { expect, test } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import { expectDashboard } from '../fixtures/ui.js';

// docs/product.md#screens-and-routes "Side navigation ('Quick Links')", docs/product.md#limits-and-constants sidebar cookie (7 days) and Ctrl/Cmd+B.
test('the sidebar collapses with its toggle, stays collapsed after a reload and toggles with Ctrl+B', async ({
  page,
  patient,
}) => {
  void patient;
  const sidebar = page.locator('[data-slot="sidebar"]');
  // The page writes document.cookie at once; the browser's cookie store takes it a moment later, so poll it.
  const cookie = async () => (await page.context().cookies()).find((c) => c.name === 'sidebar_state')?.value;

  await page.goto('/dashboard');
  await expectDashboard(page);
  await expect(page.getByText('Quick Links', { exact: true }).first()).toBeVisible();
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');

  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(cookie).toBe('false');
  await expectNoA11yViolations(page, 'dashboard with the sidebar collapsed to icons');

  await page.reload();
  await expectDashboard(page);
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');

  // The shortcut works once the page is live (its toggle is enabled), as a patient sees it.
  await expect(page.getByRole('button', { name: 'Toggle Sidebar' })).toBeEnabled();
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect.poll(cookie).toBe('true');
});
