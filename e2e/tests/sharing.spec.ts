import { expect, test } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import { seedPatientData } from '../fixtures/seed.js';
import { expectToast } from '../fixtures/ui.js';

// The sharing work (docs/decisions/023-share-links.md): share links a doctor opens without an account.

test.describe.configure({ timeout: 90_000 });

/** A second record, not shared, to prove the page shows only the scope. */
async function addPrivateRecord(page: import('@playwright/test').Page, baseURL: string) {
  const response = await page.request.post('/api/medical-records', {
    headers: { Origin: baseURL },
    multipart: {
      primary_reason: 'Private counselling',
      doctor_name: 'Dr. Nair',
      hospital_name: 'Indraprastha City Multispeciality Hospital',
      diagnosis: 'Anxiety',
      treatment_plan: 'Weekly sessions',
      record_date: '2026-01-05',
      visit_type: 'consultation',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('create a share from a record, open it without a session, revoke it, and the page refuses', async ({
  page,
  patient,
  browser,
  baseURL,
}) => {
  void patient;
  const { recordId } = await seedPatientData(page.request, baseURL!);
  await addPrivateRecord(page, baseURL!);

  await page.goto(`/medical-history/${recordId}`);
  await page.getByRole('link', { name: 'Share', exact: true }).click();
  await expect(page).toHaveURL(/\/sharing\?record=/);
  await expect(page).toHaveTitle('Share Links | Sehat');
  await expect(page.getByRole('checkbox', { name: /Fever and sore throat/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Private counselling/ })).not.toBeChecked();
  await page.getByLabel('Label', { exact: true }).fill('Dr. Mehta, Apollo');
  await page.getByRole('radio', { name: '1 hour' }).check();
  await expectNoA11yViolations(page, 'new share link form');
  await page.getByRole('button', { name: 'Create Link' }).click();

  await expect(page.getByRole('heading', { name: /Share link ready/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the share link' })).toBeVisible();
  const url = await page.getByLabel('Link', { exact: true }).inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{32}$/);
  await expectNoA11yViolations(page, 'share link ready');

  // The doctor's phone: a fresh browser with no session.
  const doctor = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.251.0.1' } });
  const phone = await doctor.newPage();
  const pageResponse = await phone.goto(url);
  expect(pageResponse?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(pageResponse?.headers()['cache-control']).toBe('no-store');
  await expect(phone.getByText(/^Shared by Asha Test until /)).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Fever and sore throat' })).toBeVisible();
  await expect(phone.getByText('Seasonal viral fever')).toBeVisible();
  await expect(phone.getByText('Private counselling')).toHaveCount(0);
  await expect(phone.getByRole('link', { name: /Sign Out|Dashboard/ })).toHaveCount(0);
  await expectNoA11yViolations(phone, 'public shared record');

  // The patient's list: scope, expiry, opens, then Revoke.
  await page.getByRole('button', { name: 'Done' }).click();
  const links = page.getByRole('list', { name: 'Share links' });
  await expect(links.getByText('Dr. Mehta, Apollo')).toBeVisible();
  await expect(links.getByText(/^1 record · Expires /)).toBeVisible();
  await page.reload();
  await expect(links.getByText(/^Opened once, last /)).toBeVisible();
  await page.getByRole('button', { name: 'Revoke Dr. Mehta, Apollo' }).click();
  await expectToast(page, 'Share link revoked.');
  await expect(links.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revoke Dr. Mehta, Apollo' })).toHaveCount(0);

  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'This link has expired or was revoked.' })).toBeVisible();
  await expect(phone.getByText('Fever and sore throat')).toHaveCount(0);
  await expectNoA11yViolations(phone, 'revoked share link');
  await doctor.close();
});

test('a code-protected share asks for the 6-digit code and counts wrong ones', async ({
  page,
  patient,
  browser,
  baseURL,
}) => {
  void patient;
  await seedPatientData(page.request, baseURL!);
  await page.goto('/sharing');
  await expect(page.getByRole('heading', { name: 'No share links yet' })).toBeVisible();
  await page.getByRole('button', { name: 'New Share Link' }).click();
  await page.getByLabel('Label', { exact: true }).fill('Clinic visit');
  await page.getByRole('switch', { name: 'Ask for a 6-digit code' }).click();
  await page.getByRole('button', { name: 'Create Link' }).click();
  const url = await page.getByLabel('Link', { exact: true }).inputValue();
  const code = (await page.getByLabel(/^Access code \d{6}$/).textContent())!.trim();
  const wrong = code === '000000' ? '111111' : '000000';

  const doctor = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.251.0.2' } });
  const phone = await doctor.newPage();
  await phone.goto(url);
  await expect(phone.getByRole('heading', { name: 'Access code' })).toBeVisible();
  await expect(phone.getByText('Fever and sore throat')).toHaveCount(0);
  await expectNoA11yViolations(phone, 'share access code prompt');
  const box = phone.getByLabel('Access code', { exact: true });
  // Digits only: a letter typed between them never shows, even when it leaves the digits as they were.
  await box.pressSequentially('1x2y');
  await expect(box).toHaveValue('12');
  await box.fill(wrong);
  await phone.getByRole('button', { name: 'Open' }).click();
  await expect(phone.getByText('Wrong code. 4 tries left.')).toBeVisible();
  await box.fill(code);
  await phone.getByRole('button', { name: 'Open' }).click();
  await expect(phone.getByRole('heading', { name: 'Fever and sore throat' })).toBeVisible();
  await doctor.close();
});

test('one file shared from its record page shows that file alone', async ({
  page,
  patient,
  browser,
  baseURL,
}) => {
  void patient;
  const { recordId } = await seedPatientData(page.request, baseURL!);
  await page.goto(`/medical-history/${recordId}`);
  await page.getByRole('link', { name: 'Share prescription.pdf' }).click();
  await expect(page.getByRole('checkbox', { name: /prescription\.pdf/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Fever and sore throat/ })).not.toBeChecked();
  await page.getByLabel('Label', { exact: true }).fill('Pharmacy');
  await page.getByRole('button', { name: 'Create Link' }).click();
  const url = await page.getByLabel('Link', { exact: true }).inputValue();

  const doctor = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.251.0.3' } });
  const phone = await doctor.newPage();
  await phone.goto(url);
  await expect(phone.getByRole('list', { name: 'Shared files' }).getByRole('link')).toHaveText([
    'prescription.pdf',
  ]);
  await expect(phone.getByText('Fever and sore throat')).toHaveCount(0);
  await expect(phone.getByText('prescription.png')).toHaveCount(0);
  await doctor.close();
});

test('Share on a lab report page preselects that report', async ({ page, patient, baseURL }) => {
  void patient;
  const created = await page.request.post('/api/lab-reports', {
    headers: { Origin: baseURL! },
    multipart: {
      lab_name: 'Thyrocare',
      report_date: '2026-01-15',
      results: JSON.stringify([{ test_code: 'tsh', value: '2.1' }]),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/pathological-reports/${id}`);
  await page.getByRole('link', { name: 'Share', exact: true }).click();
  await expect(page).toHaveURL(/\/sharing\?report=/);
  await expect(page.getByRole('checkbox', { name: /Thyrocare/ })).toBeChecked();
});
