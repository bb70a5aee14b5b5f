import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { expect, test } from '../fixtures/index.js';
import { seedPatientData } from '../fixtures/seed.js';

// The sharing and data-rights work (docs/decisions/024-erasure-export-activity-log.md), export (a, c): "Download my data" on the profile gives a FHIR R4
// Bundle with the patient's records, and a ZIP with that bundle, the PDF summary and the uploaded files.
test('a patient downloads their data from the profile and it holds their record as FHIR', async ({
  page,
  patient,
  baseURL,
}) => {
  await seedPatientData(page.request, baseURL!);
  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { name: 'Your Data' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'FHIR bundle (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sehat-fhir-\d{4}-\d{2}-\d{2}\.json$/);
  const bundle = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    resourceType: string;
    type: string;
    entry: {
      resource: { resourceType: string; reasonCode?: { text: string }[]; telecom?: { value: string }[] };
    }[];
  };
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const resources = bundle.entry.map((entry) => entry.resource);
  expect(resources.find((r) => r.resourceType === 'Patient')?.telecom?.[0]?.value).toBe(patient.email);
  expect(
    resources.filter((r) => r.resourceType === 'Encounter').map((r) => r.reasonCode?.[0]?.text),
  ).toContain('Fever and sore throat');
  expect(resources.map((r) => r.resourceType)).toEqual(
    expect.arrayContaining(['Condition', 'MedicationRequest', 'Appointment', 'Claim', 'Organization']),
  );

  const [archive] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Everything (ZIP with files)' }).click(),
  ]);
  expect(archive.suggestedFilename()).toMatch(/^sehat-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile(await archive.path())));
  const names = Object.keys(entries);
  expect(names).toEqual(expect.arrayContaining(['sehat-fhir-bundle.json', 'sehat-health-summary.pdf']));
  expect(Buffer.from(entries['sehat-health-summary.pdf']!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const inZip = JSON.parse(Buffer.from(entries['sehat-fhir-bundle.json']!).toString('utf8')) as typeof bundle;
  expect(inZip.entry.length).toBe(bundle.entry.length);
  const documents = inZip.entry
    .map((entry) => entry.resource as { resourceType: string; content?: { attachment: { url: string } }[] })
    .filter((r) => r.resourceType === 'DocumentReference')
    .map((r) => decodeURIComponent(r.content![0]!.attachment.url));
  expect(documents.length).toBeGreaterThan(0);
  expect(names.filter((name) => name.startsWith('files/')).sort()).toEqual(documents.sort());
  await expect(page.getByRole('button', { name: 'Everything (ZIP with files)' })).toBeEnabled();
});
