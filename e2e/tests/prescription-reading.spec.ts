import { expectNoA11yViolations } from '../fixtures/axe.js';
import { expect, test } from '../fixtures/index.js';
import { BUILT_IN_HOSPITAL, indiaDate, RECORD_URL } from '../fixtures/medical-history.js';
import { choose } from '../fixtures/places.js';
import { expectToast } from '../fixtures/ui.js';

// Reading a prescription from a photo (docs/decisions/050-reading-documents.md#prescriptions): the medicines
// open pre-filled in Add Medical History, the patient completes the form and saves, and the record keeps
// the photo as its prescription file.

test.describe.configure({ timeout: 120_000 });

const VISIT_DAY = indiaDate(-3);

test('read a prescription photo, see the medicines pre-filled, save, and see the record with its file', async ({
  page,
  patient,
}) => {
  void patient;
  const [year, month, day] = VISIT_DAY.split('-');
  // A printed prescription, drawn by the browser and photographed as a PNG (no page load of the app).
  await page.setViewportSize({ width: 900, height: 560 });
  await page.setContent(
    `<body style="margin:40px;font:28px Arial,sans-serif;color:#111;background:#fff;line-height:1.6">
      <div>Dr. Kavita Menon, MBBS, MD</div>
      <div>Date: ${day}/${month}/${year}</div>
      <div>Diagnosis: Seasonal viral fever</div>
      <div>1. Tab. Paracetamol 650 mg 1-1-1 x 3 days</div>
      <div>2. Cap. Amoxicillin 500 mg 1-0-1 x 5 days</div>
    </body>`,
  );
  const photo = await page.screenshot({ type: 'png' });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/add-medical-history');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Read from a file' }).click();
  await (await chooser).setFiles({ name: 'prescription-photo.png', mimeType: 'image/png', buffer: photo });

  // The form opens pre-filled, the photo beside it; nothing is saved yet.
  const medicines = page.getByLabel('Prescribed Medications');
  await expect(medicines).toHaveValue(/Paracetamol 650 mg — 1-1-1 — 3 days/, { timeout: 60_000 });
  await expect(medicines).toHaveValue(/Amoxicillin 500 mg — 1-0-1 — 5 days/);
  await expect(page.getByLabel("Doctor's Name")).toHaveValue('Dr. Kavita Menon');
  await expect(page.getByLabel('Visit Date')).toHaveValue(VISIT_DAY);
  await expect(page.getByLabel('Diagnosis')).toHaveValue('Seasonal viral fever');
  await expect(page.getByRole('img', { name: 'prescription-photo.png' })).toBeVisible();
  await expectNoA11yViolations(page, 'medical history read from a prescription photo');

  // The patient edits a row, completes the required fields and saves: the photo is the record's file.
  await medicines.fill((await medicines.inputValue()).replace('3 days', '4 days'));
  await page.getByLabel('Primary Reason for Visit').fill('Fever');
  await choose(page, 'Visit Type', 'Routine Checkup');
  await choose(page, 'Hospital Name', `${BUILT_IN_HOSPITAL} (HOS001)`);
  await page.getByLabel('Treatment Plan').fill('Rest and fluids');
  await page.getByRole('button', { name: 'Save Record' }).click();
  await expectToast(page, 'Files uploaded', 'Successfully uploaded 1 file(s).');

  await page.goto('/medical-history');
  await page.getByRole('row').filter({ hasText: 'Fever' }).click();
  await expect(page).toHaveURL(RECORD_URL);
  await expect(page.getByText('Paracetamol 650 mg — 1-1-1 — 4 days')).toBeVisible();
  const files = page.getByRole('list', { name: 'Prescription files' });
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files).toContainText('prescription-photo.png');
});
