import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/index.js';
import { seedPatientData } from '../fixtures/seed.js';

// Issue "Easy sharing and data rights", export (a): "Download my data" on the profile gives a FHIR R4 Bundle
// with the patient's records.
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
    page.getByRole('link', { name: 'Download my data' }).click(),
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
});
