import { expect, signUpThroughApi, test } from '../fixtures/index.js';
import { expectNoA11yViolations as axe } from '../fixtures/axe.js';
import { newestMailTo, resetLinkIn } from '../fixtures/outbox.js';
import { seedPatientData } from '../fixtures/seed.js';
import { expectDashboard, field, openLanding, submitSignIn, toast } from '../fixtures/ui.js';

// The code-quality review and the accessibility checks: axe-core (WCAG 2.0/2.1/2.2 A and AA) finds no violation of any impact on any
// screen of docs/product.md#screens-and-routes, each checked with the patient's data on it, and on a 390 px phone.

// Many screens per test on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

test('landing tabs, the forgot-password view and the reset page have no a11y violations', async ({
  page,
  request,
  baseURL,
}) => {
  const patient = await signUpThroughApi(request, baseURL!);

  await openLanding(page, 'Sign In');
  await axe(page, 'landing, Sign In tab');
  await openLanding(page, 'Sign Up');
  await expect(field(page, 'Confirm Password')).toBeVisible();
  await axe(page, 'landing, Sign Up tab');

  await openLanding(page, 'Sign In');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('button', { name: 'Back to Sign In' })).toBeVisible();
  await axe(page, 'landing, forgot-password view');

  // A validation toast on screen (the landing's errors are toasts, docs/product.md#validation-rules).
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Please enter your email address')).toBeVisible();
  await axe(page, 'landing, forgot-password view with an error toast');

  await field(page, 'Email').fill(patient.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Password reset email sent! Check your inbox.')).toBeVisible();
  await page.goto(resetLinkIn(await newestMailTo(patient.email, { subject: 'Reset your Sehat password' })));
  await expect(field(page, 'New Password')).toBeVisible();
  await axe(page, 'reset password page');
});

// The signed-in screens in three tests (each with its own patient and data), so that each stays short on a
// busy machine and the two workers share them.
test('dashboard, bell, medical history, prescriptions and visits, with data, have no a11y violations', async ({
  page,
  patient,
  baseURL,
}) => {
  void patient;
  const { recordId } = await seedPatientData(page.request, baseURL!);

  await page.goto('/dashboard');
  await expectDashboard(page);
  await expect(page.getByRole('region', { name: 'Health summary' })).toContainText('1');
  await axe(page, 'dashboard');

  await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('Follow-up due')).toBeVisible();
  await axe(page, 'dashboard with the notification bell open');
  // Read items look different (docs/product.md#screens-and-routes); "Mark all as read" marks every one and they stay listed.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(page.getByText('Follow-up due')).toBeVisible();
  await axe(page, 'notification bell with read items');
  // An item opens what it announces (docs/product.md#screens-added-since-the-first-version).
  await page.getByRole('link', { name: /Follow-up due/ }).click();
  await expect(page).toHaveURL(new RegExp(`/medical-history/${recordId}$`));

  await page.goto('/medical-history');
  await expect(page.getByRole('row').filter({ hasText: 'Fever and sore throat' })).toBeVisible();
  await axe(page, 'medical history list');

  await page.goto(`/medical-history/${recordId}`);
  await expect(page.getByRole('heading', { name: 'Fever and sore throat' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Prescription files' }).getByRole('listitem')).toHaveCount(2);
  await axe(page, 'medical history detail');

  await page.goto('/add-medical-history');
  await expect(page.getByLabel('Primary Reason for Visit')).toBeVisible();
  await axe(page, 'add medical history');
  await page.getByRole('combobox', { name: 'Hospital Name', exact: true }).click();
  await expect(page.getByRole('option', { name: /Lakeview Family Clinic/ })).toBeVisible();
  await axe(page, 'add medical history, the hospital list open', { within: '[role="listbox"]' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Record' }).click();
  await expect(page.getByLabel('Primary Reason for Visit')).toHaveAttribute('aria-invalid', 'true');
  await axe(page, 'add medical history with validation errors');

  await page.goto('/prescription-history');
  await expect(page.getByRole('row').filter({ hasText: 'Paracetamol 500 mg' })).toBeVisible();
  await axe(page, 'prescription history');

  await page.goto('/upcoming-visits');
  await expect(page.getByText('Dr. Rohan Gupta').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Follow-up: Fever and sore throat/ })).toBeVisible();
  await axe(page, 'upcoming visits');
});

test('hospitals, clinics and booking, with data, have no a11y violations', async ({
  page,
  patient,
  baseURL,
  consoleGuard,
}) => {
  void patient;
  consoleGuard.allow(/status of 404/, 'the unknown hospital answers 404 on purpose');
  const { clinicId } = await seedPatientData(page.request, baseURL!);

  await page.goto('/hospitals-near-me');
  await expect(page.getByRole('list', { name: 'Hospitals' }).getByRole('article')).toHaveCount(5);
  await axe(page, 'hospitals near me');

  await page.goto('/hospital/HOS001');
  await expect(
    page.getByRole('heading', { name: 'Indraprastha City Multispeciality Hospital' }).first(),
  ).toBeVisible();
  await axe(page, 'hospital detail (built-in)');

  await page.goto(`/hospital/${clinicId}`);
  await expect(page.getByRole('heading', { name: 'Lakeview Family Clinic' }).first()).toBeVisible();
  await axe(page, 'hospital detail (own clinic)');

  await page.goto('/hospital/NO-SUCH-ID');
  await expect(page.getByRole('heading', { name: 'Hospital Not Found' })).toBeVisible();
  await axe(page, 'hospital not found');

  await page.goto('/add-clinics');
  await expect(page.getByLabel('Clinic Name')).toBeVisible();
  await axe(page, 'add clinic');

  await page.goto(`/book-appointment?hospital=HOS001`);
  await expect(page.getByRole('combobox', { name: 'Hospital/Clinic' })).toContainText('Indraprastha');
  await axe(page, 'book appointment');
  await page.getByRole('button', { name: 'Appointment Date' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  await axe(page, 'book appointment with the calendar open');
  await page.keyboard.press('Escape');
});

test('profile, personal info, insurance and the 404 page, with data, have no a11y violations', async ({
  page,
  patient,
  baseURL,
}) => {
  void patient;
  const { claimId } = await seedPatientData(page.request, baseURL!);

  await page.goto('/edit-profile');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(/@example\.com$/);
  await axe(page, 'edit profile');
  await page.getByRole('button', { name: /Change Password/ }).click();
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
  await axe(page, 'edit profile with the change-password panel open');

  await page.goto('/personal-info');
  await expect(page.getByText(/SEH-[A-Z0-9]{8}/).first()).toBeVisible();
  await axe(page, 'personal info');

  await page.goto('/insurance-policy');
  await expect(page.getByRole('heading', { name: 'No Insurance Policies Yet' })).toBeVisible();
  await axe(page, 'insurance policy');

  await page.goto('/insurance-claims');
  await expect(page.getByRole('row').filter({ hasText: 'Lakeview Family Clinic' })).toBeVisible();
  await axe(page, 'insurance claims list');

  await page.goto(`/insurance-claim/${claimId}`);
  await expect(page.getByRole('heading', { name: 'Claim Information' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Receipt' })).toBeVisible();
  await axe(page, 'insurance claim detail');

  await page.goto('/add-insurance-claim');
  await expect(page.getByRole('combobox', { name: 'Hospital/Clinic Name' })).toBeVisible();
  await axe(page, 'add insurance claim');
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByText('Please select a claim type.')).toBeVisible();
  await axe(page, 'add insurance claim with validation errors');

  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await axe(page, '404 page');
});

test('a new patient’s empty screens have no a11y violations', async ({ page, patient }) => {
  void patient;
  await page.goto('/medical-history');
  await expect(page.getByRole('heading', { name: 'No Medical Records Yet' })).toBeVisible();
  await axe(page, 'medical history list, empty');

  await page.goto('/prescription-history');
  await expect(page.getByRole('heading', { name: 'No Prescription Records Yet' })).toBeVisible();
  await axe(page, 'prescription history, empty');

  await page.goto('/insurance-claims');
  await expect(page.getByRole('heading', { name: 'No insurance claims found' })).toBeVisible();
  await axe(page, 'insurance claims list, empty');

  await page.goto('/dashboard');
  await expectDashboard(page);
  await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No notifications')).toBeVisible();
  await expect(page.getByText("You're all caught up!")).toBeVisible();
  await axe(page, 'notification bell, empty');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('key screens and the sidebar sheet have no a11y violations', async ({ page, request, baseURL }) => {
    const patient = await signUpThroughApi(request, baseURL!);
    await openLanding(page);
    await axe(page, 'landing on a phone');

    await submitSignIn(page, patient.email, patient.password);
    await expectDashboard(page);
    const { recordId, claimId } = await seedPatientData(page.request, baseURL!);
    await page.reload();
    await expectDashboard(page);
    await axe(page, 'dashboard on a phone');

    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await axe(page, 'sidebar sheet open on a phone');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('Follow-up due')).toBeVisible();
    await axe(page, 'notification bell open on a phone');
    await page.keyboard.press('Escape');

    await page.goto('/medical-history');
    await expect(page.getByRole('row').filter({ hasText: 'Fever and sore throat' })).toBeVisible();
    await axe(page, 'medical history list on a phone');

    await page.goto(`/medical-history/${recordId}`);
    await expect(page.getByRole('heading', { name: 'Fever and sore throat' })).toBeVisible();
    await axe(page, 'medical history detail on a phone');

    await page.goto('/hospitals-near-me');
    await expect(page.getByRole('list', { name: 'Hospitals' }).getByRole('article')).toHaveCount(5);
    await axe(page, 'hospitals near me on a phone');

    await page.goto('/book-appointment');
    await expect(page.getByRole('combobox', { name: 'State' })).toBeVisible();
    await axe(page, 'book appointment on a phone');

    await page.goto(`/insurance-claim/${claimId}`);
    await expect(page.getByRole('heading', { name: 'Claim Information' })).toBeVisible();
    await axe(page, 'insurance claim detail on a phone');
  });
});
