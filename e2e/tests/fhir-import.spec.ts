import { writeFile } from 'node:fs/promises';
import { expect, signUpThroughApi, test } from '../fixtures/index.js';
import { SEEDED_TEXTS, seedPatientData } from '../fixtures/seed.js';

// Importing FHIR records (docs/decisions/058-importing-fhir.md): account A's "FHIR bundle (JSON)" export,
// imported into a fresh account B on its profile's "Import records" card, gives B the same records: its
// medical record, visit, claim, insurance policy and home reading.
test("a patient imports another account's FHIR export and sees the same records", async ({
  page,
  patient,
  playwright,
  clientIp,
  baseURL,
}, testInfo) => {
  void patient; // account B: signed in on the page's context
  const other = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  await signUpThroughApi(other, baseURL!);
  await seedPatientData(other, baseURL!);
  const policy = await other.post('/api/insurance-policies', {
    multipart: {
      insurer: 'star-health',
      policy_number: 'P/161117/01/2026/004512',
      policy_type: 'individual',
      sum_insured: '500000',
      start_date: '2026-04-01',
      end_date: '2027-03-31',
    },
  });
  expect(policy.status(), await policy.text()).toBe(201);
  const reading = await other.post('/api/readings', {
    data: { kind: 'weight', value: 64.5, taken_at: new Date(Date.now() - 3_600_000).toISOString() },
  });
  expect(reading.status(), await reading.text()).toBe(201);
  const exported = await other.get('/api/export/fhir');
  expect(exported.status()).toBe(200);
  const file = testInfo.outputPath('sehat-fhir.json');
  await writeFile(file, await exported.body());
  await other.dispose();

  await page.goto('/edit-profile');
  const chooser = page.getByLabel('Sehat export (.zip) or FHIR bundle file (.json)');
  await expect(chooser).toBeEnabled();
  await chooser.setInputFiles(file);
  const preview = page.getByTestId('import-records-preview');
  await expect(preview.getByText('Medical records: 1')).toBeVisible();
  await expect(preview.getByText('Prescriptions: 1')).toBeVisible();
  await expect(preview.getByText('Visits: 1')).toBeVisible();
  await expect(preview.getByText('Insurance claims: 1')).toBeVisible();
  await expect(preview.getByText('Insurance policies: 1')).toBeVisible();
  await expect(preview.getByText('Home readings: 1')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Not imported' })).toBeVisible();
  await expect(preview.getByText(/^Claim ×/)).toBeHidden();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  // The medical record, the visit, the claim, the policy and the reading.
  await expect(page.getByText('5 records imported.')).toBeVisible();
  await expect(preview).toBeHidden();

  await page.goto('/medical-history');
  await expect(page.getByText(SEEDED_TEXTS.RECORD.primary_reason).first()).toBeVisible();
  await page.goto('/insurance-policy');
  await expect(page.getByText('P/161117/01/2026/004512')).toBeVisible();
  await page.goto('/readings?kind=weight');
  const readings = page.getByRole('list', { name: 'Readings, newest first' }).getByRole('listitem');
  await expect(readings).toHaveCount(1);
  await expect(readings).toContainText('64.5');
});

// Sehat's export ZIP (docs/decisions/058-importing-fhir.md#the-export-zip): the files come back with their
// records, listed in the preview and then on the record itself.
test("a patient imports another account's export ZIP and sees its files on the record", async ({
  page,
  patient,
  playwright,
  clientIp,
  baseURL,
}, testInfo) => {
  void patient;
  const other = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  await signUpThroughApi(other, baseURL!);
  await seedPatientData(other, baseURL!);
  const exported = await other.get('/api/export/archive.zip');
  expect(exported.status()).toBe(200);
  const file = testInfo.outputPath('sehat-export.zip');
  await writeFile(file, await exported.body());
  await other.dispose();

  await page.goto('/edit-profile');
  const chooser = page.getByLabel('Sehat export (.zip) or FHIR bundle file (.json)');
  await expect(chooser).toBeEnabled();
  await chooser.setInputFiles(file);
  const preview = page.getByTestId('import-records-preview');
  await expect(preview.getByText('Documents: 3')).toBeVisible();
  const files = preview.getByTestId('import-records-files');
  await expect(files.getByText('prescription.pdf, with the medical record')).toBeVisible();
  await expect(files.getByText('bill.png, with the insurance claim')).toBeVisible();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/records imported\./)).toBeVisible();

  const records = await page.request.get('/api/medical-records');
  const [record] = ((await records.json()) as { items: { id: string }[] }).items;
  await page.goto(`/medical-history/${record!.id}`);
  const onRecord = page.getByRole('list', { name: 'Prescription files' });
  await expect(onRecord.getByText('prescription.pdf')).toBeVisible();
  await expect(onRecord.getByText('prescription.png')).toBeVisible();
});
