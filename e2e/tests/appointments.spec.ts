import { expect, test } from '../fixtures/index.js';
import { addClinicThroughUi, choose } from '../fixtures/places.js';
import { expectToast } from '../fixtures/ui.js';
import type { Page } from '@playwright/test';

// docs/product.md#book-appointment, docs/product.md#states-and-transitions booking transitions, docs/product.md#booking-fields, docs/product.md#booking-messages.

/** `yyyy-MM-dd` of today + `days` in Asia/Kolkata. */
function indiaDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
}

/** Opens the calendar and picks `date` (`yyyy-MM-dd`), moving to the next month if needed. */
async function pickDate(page: Page, date: string): Promise<void> {
  await page.getByRole('button', { name: 'Appointment Date' }).click();
  // The calendar is its own chunk: it shows once loaded.
  await expect(page.getByRole('grid')).toBeVisible();
  const day = page.locator(`[data-day="${date}"]:not([data-outside]) button`);
  if (!(await day.isVisible())) await page.getByRole('button', { name: /next month/i }).click();
  await day.click();
}

test('booking a built-in hospital from its card: preselected, future date, shows on Upcoming visits', async ({
  page,
  patient,
}) => {
  void patient;
  test.slow();
  await page.goto('/hospitals-near-me');
  await page
    .getByRole('article', { name: 'Indraprastha City Multispeciality Hospital' })
    .getByRole('link', { name: 'Book Appointment' })
    .click();
  await expect(page).toHaveURL(/\/book-appointment\?hospital=HOS001$/);
  await expect(page.getByRole('combobox', { name: 'State' })).toContainText('Delhi');
  await expect(page.getByRole('combobox', { name: 'City' })).toContainText('New Delhi');
  await expect(page.getByRole('combobox', { name: 'Hospital/Clinic' })).toContainText(
    'Indraprastha City Multispeciality Hospital',
  );

  await page.getByLabel("Doctor's Name").fill('Dr. Neha Kapoor');
  await page.getByLabel('Purpose').fill('Recurring headaches for two weeks');
  await expect(page.getByLabel('Purpose')).toHaveAttribute('rows', '4');
  await expect(page.getByText(/time slot will be assigned automatically/)).toBeVisible();

  // Past days are disabled in the calendar.
  await page.getByRole('button', { name: 'Appointment Date' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  const yesterday = page.locator(`[data-day="${indiaDate(-1)}"] button`);
  if (await yesterday.isVisible()) await expect(yesterday).toBeDisabled();
  await page.keyboard.press('Escape');

  const date = indiaDate(2);
  await pickDate(page, date);
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expectToast(
    page,
    'Appointment Booked!',
    "Your appointment has been scheduled successfully. You'll receive your slot details soon.",
  );
  await expect(page).toHaveURL(/\/upcoming-visits$/);
  await expect(
    page.getByRole('main').getByText('Indraprastha City Multispeciality Hospital').first(),
  ).toBeVisible();

  // The bell lists it too (a visit within the next 7 days).
  await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('Dr. Neha Kapoor at Indraprastha City Multispeciality Hospital')).toBeVisible();
});

test('cascading selectors, the empty city, and booking the patient’s own clinic', async ({
  page,
  patient,
}) => {
  void patient;
  await page.goto('/book-appointment');
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expectToast(page, 'Incomplete Form', 'Please fill all required fields');

  await expect(page.getByRole('combobox', { name: 'City' })).toBeDisabled();
  await expect(page.getByText('Select state first').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Hospital/Clinic' })).toContainText('Select city first');

  await choose(page, 'State', 'Goa');
  await choose(page, 'City', 'Panaji');
  await expect(page.getByRole('combobox', { name: 'Hospital/Clinic' })).toContainText('No clinics available');
  await expect(page.getByRole('combobox', { name: 'Hospital/Clinic' })).toBeDisabled();
  await page.getByRole('link', { name: 'add a clinic' }).click();
  await expect(page).toHaveURL(/\/add-clinics$/);

  await addClinicThroughUi(page, {
    name: 'Panaji Family Clinic',
    phone: '0832 222 3344',
    email: 'panaji@example.com',
    address: '3 18th June Road',
    state: 'Goa',
    city: 'Panaji',
  });
  await page.goto('/book-appointment');
  await choose(page, 'State', 'Goa');
  await choose(page, 'City', 'Panaji');
  await choose(page, 'Hospital/Clinic', 'Panaji Family Clinic (your clinic)');

  // Changing the state clears city and clinic.
  await choose(page, 'State', 'Kerala');
  await expect(page.getByRole('combobox', { name: 'City' })).toContainText('Select city');
  await expect(page.getByRole('combobox', { name: 'Hospital/Clinic' })).toContainText('Select city first');
  await choose(page, 'State', 'Goa');
  await choose(page, 'City', 'Panaji');
  await choose(page, 'Hospital/Clinic', 'Panaji Family Clinic (your clinic)');

  await page.getByLabel("Doctor's Name").fill('Dr. Fernandes');
  await page.getByLabel('Purpose').fill('Annual check-up');
  await pickDate(page, indiaDate(0));
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(
    page.getByRole('button', { name: 'Booking...' }).or(page.getByText('Appointment Booked!')),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/upcoming-visits$/);
  await expect(page.getByText('Panaji Family Clinic').first()).toBeVisible();
});

test('Cancel goes to the dashboard', async ({ page, patient }) => {
  void patient;
  await page.goto('/book-appointment');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a patient whose session ended is told to sign in and sent to '/'", async ({
  page,
  patient,
  consoleGuard,
}) => {
  void patient;
  consoleGuard.allow(/status of 401/, 'the session is ended on purpose before booking');
  await page.goto('/book-appointment?hospital=HOS002');
  await expect(page.getByRole('combobox', { name: 'City' })).toContainText('Mumbai');
  await page.getByLabel("Doctor's Name").fill('Dr. Anil Deshmukh');
  await page.getByLabel('Purpose').fill('Follow-up');
  await pickDate(page, indiaDate(1));
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await expectToast(page, 'Authentication Error', 'Please sign in to book an appointment');
  await expect(page).toHaveURL(/\/$/);
});
