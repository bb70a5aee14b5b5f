import { expect, test } from '../fixtures/index.js';
import { action, expectDashboard } from '../fixtures/ui.js';

// docs/product.md#screens-and-routes: any other path is the 404 page.
test('an unknown path shows the 404 page, whose button returns to the dashboard', async ({
  page,
  patient,
}) => {
  void patient;
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await action(page, 'Return to Home').click();
  await expectDashboard(page);
});
