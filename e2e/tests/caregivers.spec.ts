import { expect, test, uniqueEmail } from '../fixtures/index.js';
import {
  addHba1cReportThroughApi,
  catalogueResult,
  fillReport,
  HBA1C,
  REPORT_URL,
} from '../fixtures/lab-reports.js';
import { indiaDate } from '../fixtures/medical-history.js';
import { newestMailTo } from '../fixtures/outbox.js';
import { expectToast } from '../fixtures/ui.js';

// Caregivers with their own account (docs/decisions/051-caregivers.md): the owner invites by e-mail, a
// second browser signs up with that address and accepts, acts within the grant's scope and is refused
// outside it; the owner sees it in the activity log and the bell, ends the access, and the caregiver's
// next click finds nothing.

test.describe.configure({ timeout: 180_000 });

test('invite a caregiver, who edits within scope, is refused outside it, and loses access at once', async ({
  page,
  patient,
  browser,
  baseURL,
  consoleGuard,
}) => {
  void patient;
  consoleGuard.allow(/status of 404/, 'the caregiver is refused out of scope and after the revoke');
  await addHba1cReportThroughApi(page.request, baseURL!, {
    lab: 'Thyrocare Owner',
    date: indiaDate(-5),
    value: '6.1',
  });

  // The owner invites Ravi as an editor of lab reports (and their files) for 3 months.
  const raviEmail = uniqueEmail('ravi');
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Quick Links' })
    .getByRole('link', { name: 'Caregivers', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Caregivers' })).toBeVisible();
  await page.getByLabel('Their e-mail').fill(raviEmail);
  await page.getByLabel('Role').selectOption({ label: 'Editor — can read and add or change' });
  await page.getByLabel('Everything').uncheck();
  await page.getByLabel('Lab reports').check();
  await page.getByLabel('Files').check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Invitation sent.');
  await expect(page.getByText(`Invitation sent to ${raviEmail}`)).toBeVisible();

  // The mail names no patient; its link carries the token in the fragment.
  const mail = await newestMailTo(raviEmail);
  expect(mail.subject).toBe('You are invited to help on Sehat');
  const link = new URL(mail.text.match(/https?:\/\/\S+\/caregivers\/accept#\S+/)![0]);

  // A second browser: Ravi signs up with that address and accepts.
  const ravi = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.251.7.9' } });
  const second = await ravi.newPage();
  const signedUp = await second.request.post('/api/auth/sign-up/email', {
    headers: { Origin: baseURL! },
    data: { name: 'Ravi Kumar', email: raviEmail, password: 'Caring2026pass' },
  });
  expect(signedUp.status()).toBe(200);
  await second.goto(`${link.pathname}${link.hash}`);
  await second.getByRole('button', { name: 'Accept invitation' }).click();
  await expectToast(second, 'Invitation accepted. You can now switch to their records from the header.');
  await expect(second.getByRole('list', { name: 'People you care for' })).toContainText('Asha Test · Editor');
  // He asks for her reminders by e-mail (his own choice).
  const reminders = second.getByRole('switch', { name: 'E-mail me their reminders' });
  await expect(reminders).not.toBeChecked();
  await reminders.click();
  await expectToast(second, 'You will get their reminders by e-mail.');
  await expect(reminders).toBeChecked();

  // He switches to her from the header: her lab reports open (the first screen of his scope).
  const switcher = second.getByTestId('patient-switcher');
  await switcher.click();
  await second.getByRole('menuitemradio', { name: 'Asha Test · Editor' }).click();
  await expect(second).toHaveURL(/\/pathological-reports$/);
  await expect(switcher).toHaveText(/Viewing: Asha Test · Editor/);
  await expect(second.getByText('Thyrocare Owner')).toBeVisible();
  // His sidebar offers only what his grant opens: her lab reports, not her history, share links or log.
  const quickLinks = second.getByRole('navigation', { name: 'Quick Links' });
  await expect(quickLinks.getByRole('link', { name: 'Pathological Reports' })).toBeVisible();
  for (const name of ['Add Medical History', 'Share Links', 'Activity', 'Edit Profile'])
    await expect(quickLinks.getByRole('link', { name, exact: true })).toHaveCount(0);

  // Within scope: he adds a lab report for her.
  await second.goto('/pathological-reports/new');
  await fillReport(second, { lab: 'Thyrocare Ravi', date: indiaDate(-1) });
  await catalogueResult(second, 1, HBA1C, '6.4');
  await second.getByRole('button', { name: 'Save Report' }).click();
  await expect(second).toHaveURL(REPORT_URL);
  await expectToast(second, 'Lab report added');
  // An editor may change the report, but sharing her records by link is hers alone.
  await expect(second.getByRole('link', { name: 'Edit Report' })).toBeVisible();
  await expect(second.getByRole('link', { name: 'Share' })).toHaveCount(0);

  // Outside scope: her medical history is not his to see; the API answers 404 and nothing of hers shows.
  const history = await second.request.get('/api/medical-records', {
    headers: { 'x-sehat-patient': (await page.request.get('/api/shell').then((r) => r.json())).patient.id },
  });
  expect(history.status()).toBe(404);

  // The owner sees who did it, in her activity log and her bell.
  await page.goto('/activity');
  await expect(page.getByText('Ravi Kumar (caregiver): Lab report added')).toBeVisible();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('A caregiver changed your records')).toBeVisible();
  await page.keyboard.press('Escape');

  // Ravi is on her lab reports when she ends his access.
  await second.goto('/pathological-reports');
  const row = second.getByRole('link', { name: /Thyrocare Owner/ });
  await expect(row).toBeVisible();
  await page.goto('/caregivers');
  await page.getByRole('button', { name: 'End access of Ravi Kumar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End access' }).click();
  await expectToast(page, 'Access ended.');

  // His next click finds nothing.
  await row.click();
  await expect(second.getByText('Lab report not found.')).toBeVisible();
  await ravi.close();
});
