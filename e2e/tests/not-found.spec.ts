import { expect, test } from '../fixtures/index.js';
import { action, expectDashboard } from '../fixtures/ui.js';

// Spec §2 route table: any other path is the 404 page; /kyc and /emergency-contacts have no screen.
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

test('/kyc (a sidebar entry without a screen) is the 404 page', async ({ page, patient }) => {
  void patient;
  await page.goto('/kyc');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(action(page, 'Return to Home')).toBeVisible();
});
