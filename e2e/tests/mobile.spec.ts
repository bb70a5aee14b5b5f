import { expect, signUpThroughApi, test } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import { expectDashboard, field, openLanding, submitSignIn } from '../fixtures/ui.js';

// docs/product.md#limits-and-constants: mobile breakpoint 768 px, sidebar as an 18rem sheet on phones.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** True when the page scrolls sideways (content wider than the phone). */
const overflowsSideways = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

test('landing and dashboard are usable on a phone; the sidebar opens as a sheet', async ({
  page,
  request,
  baseURL,
}) => {
  const patient = await signUpThroughApi(request, baseURL!);

  await openLanding(page);
  await expect(field(page, 'Email')).toBeInViewport();
  expect(await overflowsSideways(page)).toBe(false);

  await submitSignIn(page, patient.email, patient.password);
  await expectDashboard(page);
  expect(await overflowsSideways(page)).toBe(false);

  // Closed by default on a phone; the toggle opens it as a dialog (sheet).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await expect(
    sheet.getByText('Quick Links', { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(
    sheet
      .getByRole('button', { name: 'Sign Out' })
      .or(sheet.getByRole('link', { name: 'Edit Profile' }))
      .first(),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'sidebar sheet on a phone');
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});
