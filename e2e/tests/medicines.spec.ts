import { expect, test } from '../fixtures/index.js';
import { scrollsSideways } from '../fixtures/lab-reports.js';
import { expectToast } from '../fixtures/ui.js';

// Medicines taken on time (docs/decisions/054-medicines.md), on a 390 px phone: add Metformin 1-0-1 for five
// days, mark today's morning dose taken and the night one skipped, and see the adherence that makes.

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * A fixed-offset zone ('Etc/GMT-5' is UTC+5) whose clock now reads 22:xx, so both of today's 1-0-1 doses
 * (08:00 and 22:00 there) are due whenever the journey runs: no clock to wait for.
 */
function zoneAtTenPm(now: Date): string {
  let offset = 22 - now.getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  if (offset === 0) return 'UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** The calendar date 'yyyy-MM-dd' `days` after today in `timeZone`. */
function dateIn(timeZone: string, days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

test('add a 1-0-1 medicine for 5 days, mark the morning dose taken and the night one skipped, see adherence', async ({
  page,
  patient,
  baseURL,
}) => {
  void patient;
  const zone = zoneAtTenPm(new Date());
  const profile = await page.request.patch('/api/profile', {
    data: { time_zone: zone },
    headers: { origin: baseURL! },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  await page.goto('/medicines');
  await expect(page.getByText('No medicines yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add medicine' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a medicine' });
  await dialog.getByLabel('Name').fill('Metformin');
  await dialog.getByLabel('Strength').fill('500 mg');
  // A schedule with no dose is refused before it is sent.
  await dialog.getByLabel('Doses (morning-afternoon-night)').fill('0-0-0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('The schedule has no dose: at least one time of day must have a dose.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: '1-0-1' }).click();
  await expect(dialog.getByLabel('Start date')).toHaveValue(dateIn(zone, 0));
  await dialog.getByLabel('End date (empty: ongoing)').fill(dateIn(zone, 4));
  expect(await scrollsSideways(page)).toBe(false);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Medicine saved.');
  await expect(dialog).toBeHidden();

  const doses = page.getByRole('list', { name: "Today's doses" }).getByRole('listitem');
  await expect(doses).toHaveCount(2);
  await expect(doses.nth(0)).toContainText('08:00 · Morning');
  await expect(doses.nth(1)).toContainText('22:00 · Night');
  const morning = page.getByRole('button', { name: 'Mark Metformin 500 mg at 08:00 taken' });
  await morning.click();
  await expect(morning).toHaveAttribute('aria-pressed', 'true');
  const night = page.getByRole('button', { name: 'Mark Metformin 500 mg at 22:00 skipped' });
  await night.click();
  await expect(night).toHaveAttribute('aria-pressed', 'true');

  // Both doses were due: one of two taken.
  const medicine = page.getByTestId('medicine-item').filter({ hasText: 'Metformin' });
  await expect(medicine).toContainText('Metformin 500 mg');
  await expect(medicine).toContainText('1-0-1');
  await expect(medicine.getByTestId('adherence-7')).toHaveText('1 of 2 (50%)');
  expect(await scrollsSideways(page)).toBe(false);

  // A weekly medicine: on chosen days of the week, at least one of them.
  await page.getByRole('button', { name: 'Add medicine' }).first().click();
  await dialog.getByLabel('Name').fill('Vitamin D3');
  await dialog.getByRole('button', { name: '1-0-0' }).click();
  await dialog.getByLabel('Repeat').selectOption({ label: 'On chosen days of the week' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose at least one day of the week.')).toBeVisible();
  const days = dialog.getByRole('group', { name: 'On these days' });
  await expect(days.getByRole('checkbox')).toHaveCount(7);
  await days.getByRole('checkbox', { name: 'Sun' }).check();
  expect(await scrollsSideways(page)).toBe(false);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Medicine saved.');
  const weekly = page.getByTestId('medicine-item').filter({ hasText: 'Vitamin D3' });
  await expect(weekly).toContainText('1-0-0 · Sun');

  // Hindi, once.
  await page.getByRole('button', { name: /हिन्दी/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'दवाएँ' })).toBeVisible();
  await expect(medicine.getByTestId('adherence-7')).toHaveText('2 में से 1 (50%)');
  await expect(weekly).toContainText('1-0-0 · रवि');
});
