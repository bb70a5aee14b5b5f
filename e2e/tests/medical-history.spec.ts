import { expect, test } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import { choose } from '../fixtures/places.js';
import {
  BUILT_IN_HOSPITAL,
  fillRecord,
  indiaDate,
  pickFiles,
  RECORD_URL,
  sampleFile,
  shortDate,
  statTile,
} from '../fixtures/medical-history.js';
import { expectToast } from '../fixtures/ui.js';

// docs/product.md#add-medical-history, Medical history list and detail, Prescription history, Upcoming visits,
// Notification bell; docs/product.md#medical-history-fields; docs/product.md#medical-history-messages, Upload. Files: medical-history-files.spec.ts.

// Long journeys that upload files: give them room on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

test('a patient adds a record with prescriptions and finds it everywhere', async ({ page, patient }) => {
  void patient;
  const followUp = indiaDate(3);
  await page.goto('/dashboard');
  await expect(statTile(page, 'Medical Records')).toHaveText(/Medical Records\s*0/);

  await page.getByRole('link', { name: 'Add Medical History' }).first().click();
  await expect(page).toHaveURL(/\/add-medical-history$/);
  await fillRecord(page, {
    reason: 'Fever and sore throat',
    followUp,
    medications: 'Paracetamol 500 mg twice a day',
  });
  await pickFiles(page, [sampleFile('prescription.pdf'), sampleFile('prescription.png')]);
  const picked = page.getByRole('list', { name: 'Selected prescription files' });
  await expect(picked.getByRole('listitem')).toHaveCount(2);
  await expect(picked).toContainText('prescription.pdf');
  await page.getByRole('button', { name: 'Save Record' }).click();

  await expectToast(page, 'Medical history record added successfully.');
  await expectToast(page, 'Files uploaded', 'Successfully uploaded 2 file(s).');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(statTile(page, 'Medical Records')).toHaveText(/Medical Records\s*1/);
  await expect(statTile(page, 'Active Prescriptions')).toHaveText(/Active Prescriptions\s*1/);
  await expect(statTile(page, 'Upcoming Visits')).toHaveText(/Upcoming Visits\s*1/);

  // The bell: the new record and its follow-up.
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('New medical record added')).toBeVisible();
  await expect(page.getByText('Follow-up due')).toBeVisible();
  await expect(page.getByText(shortDate(followUp)).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // List → detail.
  await statTile(page, 'Medical Records').click();
  await expect(page).toHaveURL(/\/medical-history$/);
  await expect(page.getByText('1 record found')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Fever and sore throat' });
  await expect(row).toContainText('Dr. Kavita Menon');
  await expect(row).toContainText(BUILT_IN_HOSPITAL);
  await expect(row).toContainText(shortDate(indiaDate(-2)));
  await expect(row).toContainText('Routine Checkup');
  await row.click();
  await expect(page).toHaveURL(RECORD_URL);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Fever and sore throat' })).toBeVisible();
  await expect(page.getByText('Seasonal viral fever')).toBeVisible();
  await expect(page.getByText('Paracetamol 500 mg twice a day')).toBeVisible();
  await expect(page.getByText('Symptoms', { exact: true })).toHaveCount(0); // empty section hidden
  await expectNoA11yViolations(page, 'medical history detail');

  // Download and open.
  const files = page.getByRole('list', { name: 'Prescription files' });
  await expect(files.getByRole('listitem')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download prescription.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('prescription.pdf');
  await expectToast(page, 'Download started');

  const tab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Open prescription.png' }).click();
  const opened = await tab;
  await expect(opened).toHaveURL(/\/api\/files\/prescriptions\/.+\.png\?.*disposition=inline/);
  await opened.close();

  // Remove one: the other keeps its own name (no renumbering).
  await page.getByRole('button', { name: 'Remove prescription.pdf' }).click();
  await expectToast(page, 'File removed');
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files).toContainText('prescription.png');

  // Prescription history: the record and its file.
  await page.goto('/prescription-history');
  const prescription = page.getByRole('row').filter({ hasText: 'Fever and sore throat' });
  await expect(prescription).toContainText('Paracetamol 500 mg twice a day');
  await expect(page.getByRole('list', { name: 'All prescription files' })).toContainText('prescription.png');
  await prescription.click();
  await expect(page).toHaveURL(detailUrl);

  // Upcoming visits: the follow-up, clickable, 'Scheduled', 'TBD'.
  await page.goto('/upcoming-visits');
  const item = page.getByRole('link', { name: /Follow-up: Fever and sore throat/ });
  await expect(item).toContainText('Follow-up');
  await expect(item).toContainText('Scheduled');
  await expect(item).toContainText('TBD');
  await expect(item).toContainText(shortDate(followUp));
  await item.click();
  await expect(page).toHaveURL(detailUrl);
});

test('required fields, OTHERS, Cancel and the empty states', async ({ page, patient }) => {
  void patient;
  await page.goto('/medical-history');
  await expect(page.getByRole('heading', { name: 'No Medical Records Yet' })).toBeVisible();
  await expect(page.getByText('0 records found')).toBeVisible();
  await page.getByRole('link', { name: 'Add New Record' }).click();
  await expect(page).toHaveURL(/\/add-medical-history$/);

  await page.getByRole('button', { name: 'Save Record' }).click();
  await expectToast(page, 'Validation Error', 'Please fill in all required fields.');
  await expect(page.getByLabel('Primary Reason for Visit')).toHaveAttribute('aria-invalid', 'true');

  await fillRecord(page, { reason: 'Back pain', date: indiaDate(-1) });
  await choose(page, 'Hospital Name', 'OTHERS');
  const custom = page.getByLabel('Custom Hospital Name');
  await expect(custom).toBeVisible();
  await page.getByRole('button', { name: 'Save Record' }).click();
  await expectToast(page, 'Validation Error', 'Please fill in all required fields.');
  await custom.fill('Sunrise Physiotherapy Centre');
  await page.getByRole('button', { name: 'Save Record' }).click();
  await expectToast(page, 'Medical history record added successfully.');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/medical-history');
  await page.getByRole('row').filter({ hasText: 'Back pain' }).click();
  await expect(page).toHaveURL(RECORD_URL);
  await expect(page.getByRole('heading', { name: 'Back pain' })).toBeVisible();
  await expect(
    page.getByRole('main').getByText('Sunrise Physiotherapy Centre', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Not specified')).toBeVisible(); // no follow-up date
  await expect(page.getByText('No prescription files uploaded yet')).toBeVisible();

  await page.goto('/prescription-history');
  await expect(page.getByRole('heading', { name: 'No Prescription Records Yet' })).toBeVisible();
  await expect(page.getByText('No prescription files uploaded yet')).toBeVisible();

  await page.goto('/add-medical-history');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
