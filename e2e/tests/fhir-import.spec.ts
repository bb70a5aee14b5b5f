import { writeFile } from 'node:fs/promises';
import { expect, signUpThroughApi, test } from '../fixtures/index.js';
import { SEEDED_TEXTS, seedPatientData } from '../fixtures/seed.js';

// Importing FHIR records (docs/decisions/058-importing-fhir.md): account A's "FHIR bundle (JSON)" export,
// imported into a fresh account B on its profile's "Import records" card, gives B the same records.
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
  const exported = await other.get('/api/export/fhir');
  expect(exported.status()).toBe(200);
  const file = testInfo.outputPath('sehat-fhir.json');
  await writeFile(file, await exported.body());
  await other.dispose();

  await page.goto('/edit-profile');
  const chooser = page.getByLabel('FHIR bundle file (.json)');
  await expect(chooser).toBeEnabled();
  await chooser.setInputFiles(file);
  const preview = page.getByTestId('import-records-preview');
  await expect(preview.getByText('Medical records: 1')).toBeVisible();
  await expect(preview.getByText('Prescriptions: 1')).toBeVisible();
  await expect(preview.getByText('Visits: 1')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Not imported' })).toBeVisible();
  await expect(preview.getByText(/^Claim ×1/)).toBeVisible();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('2 records imported.')).toBeVisible();
  await expect(preview).toBeHidden();

  await page.goto('/medical-history');
  await expect(page.getByText(SEEDED_TEXTS.RECORD.primary_reason).first()).toBeVisible();
});
