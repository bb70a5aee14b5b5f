import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { indiaDate } from '../fixtures/medical-history.js';
import { newestMailTo } from '../fixtures/outbox.js';
import { expectToast } from '../fixtures/ui.js';

// Handing a child's profile over (docs/decisions/057-handing-over-a-profile.md): the manager hands a family
// member over by e-mail (withdrawing a first invitation on the way); a second browser signs up with that address, accepts, and finds the child's records
// as its own; the manager's family no longer has the child.

test.describe.configure({ timeout: 180_000 });

test('hand over a child’s profile: the child accepts with their own account and the records are theirs', async ({
  page,
  patient,
  browser,
  baseURL,
}) => {
  void patient;
  const origin = { Origin: baseURL! };
  const added = await page.request.post('/api/family', {
    headers: origin,
    data: { name: 'Meera Kumar', relationship: 'daughter', birth_date: '2007-03-09', sex: 'female' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const child = ((await added.json()) as { id: string }).id;
  const report = await page.request.post('/api/lab-reports', {
    headers: { ...origin, 'X-Sehat-Patient': child },
    multipart: {
      lab_name: 'Thyrocare Meera',
      report_date: indiaDate(-4),
      results: JSON.stringify([{ test_code: 'hba1c', value: '5.4' }]),
    },
  });
  expect(report.status(), await report.text()).toBe(201);

  // The manager hands her over from the Family page.
  const meeraEmail = uniqueEmail('meera');
  await page.goto('/family');
  await page.getByRole('button', { name: 'Hand over the profile of Meera Kumar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hand over Meera Kumar’s profile' });
  await expect(dialog).toContainText('your access ends unless they invite you as a caregiver');
  await dialog.getByLabel('Their e-mail address').fill(meeraEmail);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Hand-over invitation sent.');

  // The open invitation shows under her; withdrawn (after a confirmation) it goes, and she is sent another.
  const pending = page.getByText(`Hand-over invitation sent to ${meeraEmail}, valid until`);
  await expect(pending).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw the hand-over invitation for Meera Kumar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Withdraw the hand-over invitation?' });
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expectToast(page, 'Hand-over invitation withdrawn.');
  await expect(pending).toHaveCount(0);
  await page.getByRole('button', { name: 'Hand over the profile of Meera Kumar' }).click();
  await dialog.getByLabel('Their e-mail address').fill(meeraEmail);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Hand-over invitation sent.');
  await expect(pending).toBeVisible();

  // The second invitation's mail: the first one's link was withdrawn.
  const mail = await newestMailTo(meeraEmail, { count: 2 });
  expect(mail.subject).toBe('Your health records on Sehat can be yours');
  const link = new URL(mail.text.match(/https?:\/\/\S+\/family\/accept#\S+/)![0]);

  // A second browser: Meera signs up with that address and accepts.
  const meera = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.251.8.9' } });
  const second = await meera.newPage();
  const signedUp = await second.request.post('/api/auth/sign-up/email', {
    headers: origin,
    data: { name: 'Meera K', email: meeraEmail, password: 'Grownup2026pass' },
  });
  expect(signedUp.status()).toBe(200);
  await second.goto(`${link.pathname}${link.hash}`);
  await second.getByRole('button', { name: 'Accept and take over' }).click();
  await expectToast(second, 'The profile is now yours.');
  await expect(second).toHaveURL(/\/dashboard$/);
  await expect(second.getByTestId('patient-switcher')).toHaveText(/Viewing: You/);
  await second
    .getByRole('navigation', { name: 'Quick Links' })
    .getByRole('link', { name: 'Pathological Reports' })
    .click();
  await expect(second.getByText('Thyrocare Meera')).toBeVisible();
  await meera.close();

  // The manager's family no longer has her.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No family members yet' })).toBeVisible();
  await expect(page.getByText('Meera Kumar')).toHaveCount(0);
});
