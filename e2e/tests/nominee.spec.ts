import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { newestMailTo } from '../fixtures/outbox.js';
import { expectToast } from '../fixtures/ui.js';

// The nominee (docs/decisions/060-nominee.md): the patient names a caregiver as nominee on the Caregivers
// page; in a second browser the nominee requests emergency access; the patient is told by mail, sees the
// banner and refuses within the waiting period (by keyboard). Both browsers are phones (390 px): neither
// screen scrolls sideways. The caregiver is invited and accepts through the API.

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('name a nominee, who requests emergency access; the patient sees the banner and refuses', async ({
  page,
  patient,
  browser,
  baseURL,
}) => {
  const origin = { Origin: baseURL! };
  const raviEmail = uniqueEmail('ravi');
  const invited = await page.request.post('/api/caregivers/invitations', {
    headers: origin,
    data: { email: raviEmail, role: 'viewer', categories: ['lab_reports'], months: 3 },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(
    (await newestMailTo(raviEmail)).text.match(/https?:\/\/\S+\/caregivers\/accept#\S+/)![0],
  ).hash.slice(1);

  const ravi = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'X-Forwarded-For': '10.251.9.9' },
  });
  const second = await ravi.newPage();
  const signedUp = await second.request.post('/api/auth/sign-up/email', {
    headers: origin,
    data: { name: 'Ravi Kumar', email: raviEmail, password: 'Caring2026pass' },
  });
  expect(signedUp.status()).toBe(200);
  const accepted = await second.request.post('/api/caregivers/invitations/accept', {
    headers: origin,
    data: { token },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);

  // The patient names Ravi as nominee with a 3-day waiting period, after a confirmation.
  await page.goto('/caregivers');
  await page.getByLabel('Caregiver', { exact: true }).selectOption({ label: 'Ravi Kumar' });
  await page.getByLabel('Waiting period').selectOption({ label: '3 days' });
  await page.getByRole('button', { name: 'Name nominee' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Unless you refuse within 3 days');
  await confirm.getByRole('button', { name: 'Name nominee' }).click();
  await expectToast(page, 'Nominee saved.');
  await expect(page.getByText('Ravi Kumar · waiting period 3 days')).toBeVisible();

  // Ravi sees that he is her nominee, and asks.
  await second.goto('/caregivers');
  const cared = second.getByRole('list', { name: 'People you care for' });
  await expect(cared).toContainText('You are their nominee (waiting period 3 days).');
  await cared.getByRole('button', { name: 'Request emergency access' }).click();
  await expectToast(second, 'Emergency access requested. The patient has been told.');
  await expect(cared.getByRole('status')).toContainText('Unless they refuse, you can view their records');
  expect(await sideways(second)).toBe(0);

  // She is told by mail at once, sees the banner on her Caregivers page, and refuses.
  const told = await newestMailTo(patient.email, { subject: 'Emergency access was requested on Sehat' });
  expect(told.text).toContain('Ravi Kumar');
  // Her bell says so, and leads to the Caregivers page.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await page.getByRole('link', { name: /Your nominee asked for emergency access/ }).click();
  await expect(page).toHaveURL(/\/caregivers$/);
  const banner = page.getByRole('alert').filter({ hasText: 'Ravi Kumar (your nominee) asked' });
  await expect(banner).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await banner.getByRole('button', { name: 'Refuse' }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Emergency access refused.');
  await expect(banner).toHaveCount(0);

  const held = await second.request.get('/api/caregivers/held');
  const [grant] = ((await held.json()) as { items: { nominee: { request: { status: string } } }[] }).items;
  expect(grant?.nominee.request.status).toBe('refused');
  await ravi.close();
});
