import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { chooseByKeys, expectVisibleFocus, tabTo, typeInto } from '../fixtures/keyboard.js';
import { BUILT_IN_HOSPITAL, indiaDate } from '../fixtures/medical-history.js';
import { expectDashboard, expectToast } from '../fixtures/ui.js';

// The languages and installable-app work: the whole of a patient's first visit with the keyboard alone (Tab, Shift+Tab, Enter,
// Space, arrows and typing; no click, no fill): sign up, add a medical record, book an appointment. Every
// control reached shows a visible focus ring; closing a dialog gives focus back to what opened it; Ctrl+B
// (the sidebar shortcut) does nothing while typing in a field.

test('sign up, add a medical record and book an appointment with the keyboard alone', async ({ page }) => {
  test.slow();
  const email = uniqueEmail('keys');
  const password = 'Keyboard2026!';

  // Sign up: the Sign In tab, an arrow to Sign Up, the four fields, Enter on Create Account.
  await page.goto('/');
  await tabTo(page, page.getByRole('tab', { name: 'Sign In', exact: true }));
  await page.keyboard.press('ArrowRight');
  const signUpTab = page.getByRole('tab', { name: 'Sign Up', exact: true });
  await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
  await expectVisibleFocus(signUpTab);
  await typeInto(page, page.getByLabel('Full Name', { exact: true }), 'Meera Keys');
  await typeInto(page, page.getByLabel('Email', { exact: true }), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
  await typeInto(page, page.getByLabel('Confirm Password', { exact: true }), password);
  await tabTo(page, page.getByRole('button', { name: 'Create Account', exact: true }));
  await page.keyboard.press('Enter');
  await expectDashboard(page);

  // A dialog gives focus back to its opener: the notification bell.
  const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectVisibleFocus(bell);

  // Add a medical record from the sidebar's quick link (behind the bell: Shift+Tab).
  const quickLinks = page.getByRole('navigation', { name: 'Quick Links' });
  await tabTo(page, quickLinks.getByRole('link', { name: 'Add Medical History' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/add-medical-history$/);
  await typeInto(page, page.getByLabel('Primary Reason for Visit'), 'Persistent cough');
  const visitDate = indiaDate(-3);
  const [year, month, day] = visitDate.split('-');
  await tabTo(page, page.getByLabel('Visit Date'));
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(page.getByLabel('Visit Date')).toHaveValue(visitDate);
  await chooseByKeys(page, page.getByRole('combobox', { name: 'Visit Type' }), 'Routine Checkup');
  await typeInto(page, page.getByLabel("Doctor's Name"), 'Dr. Kavita Menon');
  await chooseByKeys(
    page,
    page.getByRole('combobox', { name: 'Hospital Name', exact: true }),
    `${BUILT_IN_HOSPITAL} (HOS001)`,
  );
  await typeInto(page, page.getByLabel('Diagnosis'), 'Mild bronchitis');
  await typeInto(page, page.getByLabel('Treatment Plan'), 'Steam inhalation, review in a week');
  await tabTo(page, page.getByRole('button', { name: 'Save Record' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Medical history record added successfully.');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Book an appointment from the sidebar.
  await tabTo(page, quickLinks.getByRole('link', { name: 'Book Appointment' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book-appointment$/);
  await chooseByKeys(page, page.getByRole('combobox', { name: 'State' }), 'Delhi');
  await chooseByKeys(page, page.getByRole('combobox', { name: 'City' }), 'New Delhi');
  await chooseByKeys(page, page.getByRole('combobox', { name: 'Hospital/Clinic' }), BUILT_IN_HOSPITAL);

  // Ctrl+B while typing in a field is the field's, not the sidebar's.
  const sidebar = page.locator('[data-slot="sidebar"][data-state]');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await typeInto(page, page.getByLabel("Doctor's Name"), 'Dr. Neha Kapoor');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect(page.getByLabel("Doctor's Name")).toBeFocused();

  await typeInto(page, page.getByLabel('Purpose'), 'Cough for three weeks');
  // The calendar: Enter opens it on today, arrows move two days on, Enter picks; focus returns to its button.
  const dateButton = page.getByRole('button', { name: 'Appointment Date' });
  await tabTo(page, dateButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expectVisibleFocus(dateButton);
  await tabTo(page, page.getByRole('button', { name: 'Book Appointment', exact: true }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Appointment Booked!');
  await expect(page).toHaveURL(/\/upcoming-visits$/);
  await expect(page.getByRole('main').getByText('Dr. Neha Kapoor').first()).toBeVisible();
});

test('the forgot-password step puts the cursor in its e-mail box each time it opens', async ({ page }) => {
  await page.goto('/');
  const forgot = page.getByRole('button', { name: 'Forgot Password?' });
  const email = page.getByLabel('Email', { exact: true });
  for (const time of ['first', 'second']) {
    await tabTo(page, forgot);
    await page.keyboard.press('Enter');
    await expect(email, `the ${time} time`).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Back to Sign In' }));
    await page.keyboard.press('Enter');
  }
});

test('a dialog or the phone menu gives the focus back to the button that opened it', async ({
  page,
  patient,
}) => {
  void patient;
  await page.goto('/emergency-contacts');
  const add = page.getByRole('button', { name: 'Add Contact' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Emergency Contact' });
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectVisibleFocus(add);

  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole('button', { name: 'Toggle Sidebar' });
  await tabTo(page, menu, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectVisibleFocus(menu);
});
