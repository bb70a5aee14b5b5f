import { writeFile } from 'node:fs/promises';
import { expect, signUpThroughApi, test } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import { fillRecord, indiaDate, pickFiles, RECORD_URL, sampleFile } from '../fixtures/medical-history.js';
import { expectToast } from '../fixtures/ui.js';

// docs/product.md#prescription-files, docs/product.md#upload-messages; cross-patient isolation (docs/architecture.md#d2-owner-scoping-in-the-repository-layer).

// Journeys that upload files: give them room on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

test('file refusals: a sixth file, over 10 MB, and HTML renamed .png', async ({
  page,
  patient,
  consoleGuard,
}, testInfo) => {
  void patient;
  consoleGuard.allow(/status of 415/, 'the server refuses the HTML file renamed .png on purpose');
  await page.goto('/add-medical-history');

  const six = Array.from({ length: 6 }, () => sampleFile('prescription.pdf'));
  await pickFiles(page, six);
  await expectToast(page, 'Too many files', 'You can only upload up to 5 files.');
  await expect(page.getByRole('list', { name: 'Selected prescription files' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'add medical history with a refusal toast');

  const big = testInfo.outputPath('eleven-megabytes.pdf');
  await writeFile(big, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]));
  await pickFiles(page, big);
  await expectToast(page, 'Upload failed', 'eleven-megabytes.pdf: larger than 10 MB');
  await expect(page.getByRole('list', { name: 'Selected prescription files' })).toHaveCount(0);

  await fillRecord(page, { reason: 'Skin rash' });
  await pickFiles(page, sampleFile('page-renamed.png'));
  await page.getByRole('button', { name: 'Save Record' }).click();
  // The server sniffs the content and names the refused file.
  await expectToast(page, 'Upload failed', 'page-renamed.png: not a PDF, JPG, JPEG, PNG, DOC or DOCX file');
  await expect(page).toHaveURL(/\/add-medical-history$/);
  await page.goto('/medical-history');
  await expect(page.getByRole('heading', { name: 'No Medical Records Yet' })).toBeVisible();
});

test('picked files can be downloaded, opened and removed before the record is saved', async ({
  page,
  patient,
}) => {
  void patient;
  await page.goto('/add-medical-history');
  await fillRecord(page, { reason: 'Ear infection' });
  await pickFiles(page, [sampleFile('prescription.pdf'), sampleFile('prescription.png')]);
  const picked = page.getByRole('list', { name: 'Selected prescription files' });
  await expect(picked.getByRole('listitem')).toHaveCount(2);

  await expectNoA11yViolations(page, 'add medical history with picked files');

  const download = page.waitForEvent('download');
  await picked.getByRole('button', { name: 'Download prescription.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('prescription.pdf');
  await expectToast(page, 'Download started');

  const tab = page.context().waitForEvent('page');
  await picked.getByRole('button', { name: 'Open prescription.png' }).click();
  const opened = await tab;
  await expect(opened).toHaveURL(/^blob:http:\/\/localhost:\d+\//);
  await opened.close();

  await picked.getByRole('button', { name: 'Remove prescription.pdf' }).click();
  await expectToast(page, 'File removed');
  await expect(picked.getByRole('listitem')).toHaveCount(1);
  await expect(picked).toContainText('prescription.png');

  await page.getByRole('button', { name: 'Save Record' }).click();
  await expectToast(page, 'Files uploaded', 'Successfully uploaded 1 file(s).');
});

test('their own clinic, five files at most on the detail page, a booked visit on Upcoming visits', async ({
  page,
  patient,
  baseURL,
}) => {
  void patient;
  const clinic = await page.request.post('/api/clinics', {
    headers: { Origin: baseURL! },
    data: {
      name: 'Lotus Diabetes Care',
      phone: '011 4000 1234',
      email: 'lotus@example.com',
      address: '22 Lodhi Road',
      state: 'Delhi',
      city: 'New Delhi',
    },
  });
  expect(clinic.status()).toBe(201);
  const { clinic_id: clinicId } = (await clinic.json()) as { clinic_id: string };

  await page.goto('/add-medical-history');
  await fillRecord(page, {
    reason: 'Diabetes review',
    medications: 'Metformin 500 mg',
    hospital: `Lotus Diabetes Care (${clinicId})`,
  });
  await pickFiles(page, [
    sampleFile('prescription.pdf'),
    sampleFile('prescription.jpg'),
    sampleFile('prescription.docx'),
  ]);
  await page.getByRole('button', { name: 'Save Record' }).click();
  await expectToast(page, 'Files uploaded', 'Successfully uploaded 3 file(s).');

  await page.goto('/medical-history');
  await expect(page.getByRole('row').filter({ hasText: 'Diabetes review' })).toContainText(
    'Lotus Diabetes Care',
  );
  await page.getByRole('row').filter({ hasText: 'Diabetes review' }).click();
  await expect(page).toHaveURL(RECORD_URL);
  const files = page.getByRole('list', { name: 'Prescription files' });
  await expect(files.getByRole('listitem')).toHaveCount(3);
  await pickFiles(page, [
    sampleFile('prescription.png'),
    sampleFile('prescription.pdf'),
    sampleFile('prescription.jpg'),
  ]);
  await expectToast(page, 'Too many files', 'You can only upload up to 5 files.');
  await pickFiles(page, [sampleFile('prescription.png'), sampleFile('prescription.pdf')]);
  await expectToast(page, 'Files uploaded', 'Successfully uploaded 2 file(s).');
  await expect(files.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Upload Prescription Files' })).toBeDisabled();

  // A visit booked through the API: a 'Visit' row, not a link.
  const booked = await page.request.post('/api/appointments', {
    headers: { Origin: baseURL! },
    data: {
      state: 'Delhi',
      city: 'New Delhi',
      hospital: 'HOS001',
      doctor_name: 'Dr. Rohan Gupta',
      purpose: 'Blood sugar check',
      visit_date: indiaDate(2),
    },
  });
  expect(booked.status()).toBe(201);
  await page.goto('/upcoming-visits');
  const visit = page.getByRole('listitem').filter({ hasText: 'Dr. Rohan Gupta' });
  await expect(visit).toContainText('Visit');
  await expect(visit).toContainText('Scheduled');
  await expect(visit).toContainText('TBD');
  await expect(visit).toContainText('Blood sugar check');
  await expect(visit.getByRole('link')).toHaveCount(0);

  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('Upcoming visit', { exact: true })).toBeVisible();
});

test("another patient's record is never shown: the detail page goes to the dashboard", async ({
  page,
  patient,
  browser,
  baseURL,
  consoleGuard,
}) => {
  void patient;
  consoleGuard.allow(/status of 404/, 'the record belongs to another patient, so the API answers 404');
  await page.goto('/add-medical-history');
  await fillRecord(page, { reason: 'Private consultation' });
  await page.getByRole('button', { name: 'Save Record' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/medical-history');
  await page.getByRole('row').filter({ hasText: 'Private consultation' }).click();
  await expect(page).toHaveURL(RECORD_URL);
  const recordUrl = new URL(page.url()).pathname;

  const context = await browser.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.250.1.1' },
  });
  try {
    const other = await context.newPage();
    const errors: string[] = [];
    other.on('console', (message) => {
      if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
    });
    await signUpThroughApi(other.request, baseURL!);
    await other.goto(recordUrl);
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.getByText('Private consultation')).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
