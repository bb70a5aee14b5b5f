import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures/index.js';
import { indiaDate } from '../fixtures/medical-history.js';
import { choose } from '../fixtures/places.js';
import { field } from '../fixtures/ui.js';

const PNG = readFileSync(path.join(import.meta.dirname, '../fixtures/files/prescription.png'));

// docs/decisions/053-insurance-policies.md: a family floater with its e-card, on the dashboard, a claim under it.
test('a patient adds a family floater with its e-card, finds it on the dashboard and in the bell, and files and links claims under it', async ({
  page,
  patient,
  baseURL,
}) => {
  void patient;
  test.slow();
  const headers = { Origin: baseURL! };
  const mother = await page.request.post('/api/family', {
    headers,
    data: { name: 'Kamala Devi', relationship: 'mother', birth_date: '1956-04-12', sex: 'female' },
  });
  expect(mother.status(), await mother.text()).toBe(201);
  const start = indiaDate(-30);
  const end = indiaDate(20);

  await page.goto('/insurance-policy');
  await expect(page.getByRole('heading', { name: 'No Insurance Policies Yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Insurance Policy' }).click();
  await expect(page).toHaveURL(/\/insurance-policy\/new$/);

  await page.getByRole('combobox', { name: 'Insurer' }).click();
  await page.getByRole('option', { name: 'Star Health and Allied Insurance Co. Ltd.' }).click();
  await page.getByRole('combobox', { name: 'TPA (third-party administrator)' }).click();
  await page.getByRole('option', { name: 'Medi Assist Insurance TPA Pvt. Ltd.' }).click();
  await field(page, 'Policy Number').fill('P/161117/01/2026/004512');
  await page.getByRole('combobox', { name: 'Policy Type' }).click();
  await page.getByRole('option', { name: 'Family floater' }).click();
  await field(page, 'Sum Insured (₹)').fill('500000');
  await field(page, 'Start Date').fill(start);
  await field(page, 'End Date').fill(end);
  await field(page, 'Insurer Helpline').fill('1800-425-2255');
  await page.getByRole('checkbox', { name: /Asha Test/ }).check();
  await page.getByRole('checkbox', { name: /Kamala Devi/ }).check();
  await page
    .getByLabel('E-card')
    .setInputFiles({ name: 'star-card.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Add Policy' }).click();

  await expect(page).toHaveURL(/\/insurance-policy\/[0-9a-f-]{36}$/);
  const policyUrl = page.url();
  await expect(
    page.getByRole('heading', { name: 'Star Health and Allied Insurance Co. Ltd.' }),
  ).toBeVisible();
  await expect(page.getByText('Asha Test (You), Kamala Devi (Mother)')).toBeVisible();
  await expect(page.getByText('Active · 20 days left')).toBeVisible();

  // The dashboard's card: the active policy, its days to expiry and the e-card one tap away.
  await page.goto('/dashboard');
  const card = page.getByTestId('active-policy');
  await expect(card).toContainText('P/161117/01/2026/004512');
  await expect(card).toContainText('20 days left');
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    card.getByRole('button', { name: 'View E-card' }).click(),
  ]);
  await tab.waitForURL(/\/api\/files\/claim-receipts\/.+\.png\?/);
  await tab.close();

  // Ending within 30 days (20 from the server's today), the policy is in the bell as a renewal reminder.
  await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
  const bell = page.getByRole('dialog');
  await expect(bell.getByText('Insurance policy renewal')).toBeVisible();
  await expect(
    bell.getByText(
      'Your Star Health and Allied Insurance Co. Ltd. policy P/161117/01/2026/004512 ends in 20 days. Renew it in time.',
    ),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // A claim filed earlier is linked to the policy on its page; the amounts show against the sum insured.
  const claim = await page.request.post('/api/claims', {
    headers,
    multipart: {
      claim_type: 'hospitalization',
      state: 'Karnataka',
      city: 'Bengaluru',
      hospital_name: 'Sunrise Multispeciality Clinic',
      amount: '125000.50',
      claim_date: indiaDate(-3),
    },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  const claimId = (await claim.json()).claim_id as string;

  await page.goto(policyUrl);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download E-card' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('e-card-P-161117-01-2026-004512.png');
  await expect(page.getByText('No claims under this policy yet.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Link a claim to this policy' }).click();
  await page.getByRole('option', { name: new RegExp(claimId) }).click();
  await page.getByRole('button', { name: 'Link Claim' }).click();
  await expect(page.getByRole('link', { name: claimId })).toBeVisible();
  await expect(page.getByTestId('policy-totals')).toHaveText(
    'Claimed ₹1,25,000.50 · Approved ₹0.00 · Sum insured ₹5,00,000.00',
  );

  // A claim filed on the claim form, with this policy chosen there, is made under it.
  await page.goto('/add-insurance-claim');
  await choose(page, 'Claim Type', 'Hospitalization');
  await choose(page, 'State', 'Karnataka');
  await choose(page, 'City', 'Bengaluru');
  await choose(page, 'Hospital/Clinic Name', 'Other (Type below)');
  await field(page, 'Enter Hospital/Clinic Name').fill('City Care Hospital');
  await field(page, 'Claim Amount (₹)').fill('20000');
  await field(page, 'Claim Date').fill(indiaDate(-1));
  await page.getByRole('combobox', { name: 'Insurance Policy', exact: true }).click();
  await page
    .getByRole('option', { name: 'Star Health and Allied Insurance Co. Ltd. · P/161117/01/2026/004512' })
    .click();
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page).toHaveURL(/\/insurance-claims$/);
  await page.goto(policyUrl);
  await expect(page.getByTestId('policy-totals')).toHaveText(
    'Claimed ₹1,45,000.50 · Approved ₹0.00 · Sum insured ₹5,00,000.00',
  );

  // The same page in Hindi.
  const hindi = await page.request.put('/api/profile/language', {
    headers,
    data: { preferred_language: 'hi' },
  });
  expect(hindi.status()).toBe(200);
  await page.context().addCookies([{ name: 'sehat_lang', value: 'hi', url: baseURL! }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'इस अवधि के क्लेम' })).toBeVisible();
  await expect(page.getByTestId('policy-totals')).toContainText('बीमा राशि ₹5,00,000.00');

  // On a 390 px phone none of the policy screens scrolls sideways (in Hindi, the longer words).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const url of [
    policyUrl,
    '/insurance-policy',
    '/insurance-policy/new',
    `${policyUrl}/renew`,
    '/dashboard',
  ]) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, url).toBeLessThanOrEqual(innerWidth);
  }
});
