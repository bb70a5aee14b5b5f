import { expect, test } from '../fixtures/index.js';
import { catalogueResult, fillReport, HBA1C, REPORT_URL } from '../fixtures/lab-reports.js';
import { indiaDate } from '../fixtures/medical-history.js';
import { expectToast } from '../fixtures/ui.js';

// Family members without a login (docs/decisions/049-patients-apart-from-accounts.md): add a mother, open
// her records from the header, add a lab report for her, switch back: her report is gone from the screen
// and from the dashboard's counts.

test.describe.configure({ timeout: 120_000 });

test('add a mother, switch to her, add her lab report, switch back: her data is gone', async ({
  page,
  patient,
}) => {
  void patient;
  await page.goto('/dashboard');
  const switcher = page.getByTestId('patient-switcher');
  await expect(switcher).toHaveText(/Viewing: You/);

  // The Family page: add Kamala Devi, mother.
  await page
    .getByRole('navigation', { name: 'Quick Links' })
    .getByRole('link', { name: 'Family', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No family members yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add family member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Family Member' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Please enter the family member’s name.')).toBeVisible();
  await dialog.getByLabel('Name').fill('Kamala Devi');
  await dialog.getByLabel('Relationship').selectOption({ label: 'Mother' });
  await dialog.getByLabel('Date of birth').fill('1956-04-12');
  await dialog.getByLabel('Sex').selectOption({ label: 'Female' });
  await dialog.getByLabel('Blood group').selectOption('B+');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'Family member added.');
  const members = page.getByRole('list', { name: 'Family members' });
  await expect(members.getByRole('heading', { name: 'Kamala Devi' })).toBeVisible();

  // Switch to her from the header's menu, with the keyboard.
  await switcher.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: 'Kamala Devi · Mother' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(switcher).toHaveText(/Viewing: Kamala Devi · Mother/);

  // Her lab report.
  await page.goto('/pathological-reports/new');
  await expect(switcher).toHaveText(/Viewing: Kamala Devi · Mother/);
  await fillReport(page, { lab: 'Thyrocare Kamala', date: indiaDate(-3) });
  await catalogueResult(page, 1, HBA1C, '6.8');
  await page.getByRole('button', { name: 'Save Report' }).click();
  await expect(page).toHaveURL(REPORT_URL);
  await expectToast(page, 'Lab report added');
  await page.goto('/dashboard');
  const labTile = page
    .getByRole('region', { name: 'Health summary' })
    .getByRole('link')
    .filter({ hasText: 'Recent Lab Results' });
  await expect(labTile).toContainText('1');

  // Back to the account's own records: her report is on no screen and in no count.
  await switcher.click();
  await page.getByRole('menuitemradio', { name: /^You \(/ }).click();
  await expect(switcher).toHaveText(/Viewing: You/);
  await expect(labTile).toContainText('0');
  await page.goto('/pathological-reports');
  await expect(page.getByRole('heading', { name: 'No lab reports yet' })).toBeVisible();
  await expect(page.getByText('Thyrocare Kamala')).toHaveCount(0);

  // The switcher speaks Hindi too.
  await page.getByRole('button', { name: /हिन्दी/ }).click();
  await expect(switcher).toHaveText(/देख रहे हैं: आप/);
});
