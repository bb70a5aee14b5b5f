import { expectNoA11yViolations } from '../fixtures/axe.js';
import { expect, test } from '../fixtures/index.js';
import { indiaDate, shortDate, statTile } from '../fixtures/medical-history.js';
import { expectToast } from '../fixtures/ui.js';

// The complete-records work (docs/product.md#screens-added-since-the-first-version): cancel a booked visit (it leaves upcoming visits and the counts)
// and reschedule one to another day.

async function book(page: import('@playwright/test').Page, baseURL: string, doctor: string, days: number) {
  const response = await page.request.post('/api/appointments', {
    headers: { Origin: baseURL },
    data: {
      state: 'Delhi',
      city: 'New Delhi',
      hospital: 'HOS001',
      doctor_name: doctor,
      purpose: 'Blood sugar check',
      visit_date: indiaDate(days),
    },
  });
  expect(response.status()).toBe(201);
}

test('a patient cancels a booked visit after confirming', async ({ page, patient, baseURL }) => {
  void patient;
  await book(page, baseURL!, 'Dr. Rohan Gupta', 2);
  await page.goto('/dashboard');
  await expect(statTile(page, 'Upcoming Visits')).toHaveText(/Upcoming Visits\s*1/);

  await page.goto('/upcoming-visits');
  await expect(page).toHaveTitle('Upcoming Visits | Sehat');
  const visit = page.getByRole('listitem').filter({ hasText: 'Dr. Rohan Gupta' });
  await visit.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this appointment?' });
  await expect(dialog).toContainText('Dr. Rohan Gupta');
  await expectNoA11yViolations(page, 'cancel appointment dialog');
  await dialog.getByRole('button', { name: 'Keep appointment' }).click();
  await expect(visit).toBeVisible();

  await visit.getByRole('button', { name: 'Cancel appointment' }).click();
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expectToast(page, 'Appointment cancelled.');
  await expect(visit).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No upcoming visits' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(statTile(page, 'Upcoming Visits')).toHaveText(/Upcoming Visits\s*0/);
});

test('a patient reschedules a booked visit to another day', async ({ page, patient, baseURL }) => {
  void patient;
  await book(page, baseURL!, 'Dr. Meera Iyer', 2);
  await page.goto('/upcoming-visits');
  const visit = page.getByRole('listitem').filter({ hasText: 'Dr. Meera Iyer' });
  await expect(visit).toContainText(shortDate(indiaDate(2)));

  await visit.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reschedule appointment' });
  await expect(dialog.getByLabel('New date')).toHaveValue(indiaDate(2));
  await expectNoA11yViolations(page, 'reschedule dialog');

  // A day in the past is refused by the field, as the server would.
  await dialog.getByLabel('New date').fill(indiaDate(-1));
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expect(dialog.getByText('Appointment date cannot be in the past')).toBeVisible();

  await dialog.getByLabel('New date').fill(indiaDate(9));
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expectToast(page, 'Appointment rescheduled.');
  await expect(dialog).toBeHidden();
  await expect(visit).toContainText(shortDate(indiaDate(9)));
  await expect(visit).not.toContainText(shortDate(indiaDate(2)));
});
