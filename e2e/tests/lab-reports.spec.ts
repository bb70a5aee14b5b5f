import { expectNoA11yViolations } from '../fixtures/axe.js';
import { expect, test } from '../fixtures/index.js';
import {
  addHba1cReportThroughApi,
  catalogueResult,
  fillReport,
  HBA1C,
  REPORT_URL,
  resultRow,
  scrollsSideways,
} from '../fixtures/lab-reports.js';
import { indiaDate, pickFiles, sampleFile, shortDate } from '../fixtures/medical-history.js';
import { expectToast } from '../fixtures/ui.js';

// The lab-reports work (docs/product.md#screens-added-since-the-first-version) "Lab reports": add, flag, list, trend, edit and delete; the dashboard and bell follow.

test.describe.configure({ timeout: 120_000 });

const OLD = indiaDate(-60);
const RECENT = indiaDate(-5);

test('two HbA1c reports: flags, list, trend with chart and table, edit, delete', async ({
  page,
  patient,
}) => {
  void patient;
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Quick Links' })
    .getByRole('link', { name: 'Pathological Reports' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pathological Reports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No lab reports yet' })).toBeVisible();
  await expect(page).toHaveTitle('Pathological Reports | Sehat');
  await expectNoA11yViolations(page, 'lab reports, empty');

  // The first report: normal HbA1c, with the lab's PDF.
  await page.getByRole('link', { name: 'Add Lab Report' }).click();
  await fillReport(page, { lab: 'Dr. Lal PathLabs', date: OLD, doctor: 'Dr. Kavita Menon' });
  await catalogueResult(page, 1, HBA1C, '5.4');
  await expect(resultRow(page, 1).getByLabel('Reference range')).toHaveValue('≤ 5.6');
  await expect(resultRow(page, 1).getByText('Normal')).toBeVisible();
  await pickFiles(page, sampleFile('prescription.pdf'), 'Upload Report Files');
  await expectNoA11yViolations(page, 'add lab report');
  await page.getByRole('button', { name: 'Save Report' }).click();
  await expect(page).toHaveURL(REPORT_URL);
  await expectToast(page, 'Lab report added');
  await expect(page.getByRole('heading', { level: 1, name: 'Dr. Lal PathLabs' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Report files' }).getByText('prescription.pdf')).toBeVisible();

  // The second: bad input is refused by its field and nothing is stored; then a high HbA1c.
  await page.goto('/pathological-reports/new');
  await fillReport(page, { lab: 'Metropolis', date: RECENT });
  await catalogueResult(page, 1, HBA1C, 'high');
  await page.getByRole('button', { name: 'Add Result' }).click();
  const ferritin = resultRow(page, 2);
  await ferritin.getByLabel('Test').selectOption({ label: 'Other test (type its name)' });
  await ferritin.getByLabel('Test name').fill('Serum ferritin');
  await ferritin.getByLabel('Unit').fill('ng/mL');
  await ferritin.getByLabel('Reference range').fill('400-30');
  await ferritin.getByLabel('Value').fill('12');
  await page.getByRole('button', { name: 'Save Report' }).click();
  await expect(resultRow(page, 1).getByRole('alert')).toContainText(
    `${HBA1C}: please enter the result as a number`,
  );
  await expect(ferritin.getByRole('alert')).toContainText(
    'the low end of the reference range is above the high end',
  );
  await expect(page).toHaveURL(/\/pathological-reports\/new$/);
  await resultRow(page, 1).getByLabel('Value').fill('6.8');
  await ferritin.getByLabel('Reference range').fill('30-400');
  await expect(resultRow(page, 1).getByText('High')).toBeVisible();
  await expect(ferritin.getByText('Low')).toBeVisible();
  await page.getByRole('button', { name: 'Save Report' }).click();
  await expect(page).toHaveURL(REPORT_URL);
  const results = page.getByRole('table', { name: 'Test results' });
  await expect(results.getByRole('row').filter({ hasText: HBA1C })).toContainText('High');
  await expect(results.getByRole('row').filter({ hasText: 'Serum ferritin' })).toContainText('Low');
  await expectNoA11yViolations(page, 'lab report detail');
  const recentReport = page.url();

  // The list: both, newest first.
  await page.getByRole('link', { name: 'Back to Pathological Reports' }).click();
  const list = page.getByRole('list', { name: 'Lab reports' }).getByRole('listitem');
  await expect(list).toHaveCount(2);
  await expect(list.nth(0)).toContainText('Metropolis');
  await expect(list.nth(0)).toContainText('2 outside range');
  await expect(list.nth(1)).toContainText('Dr. Lal PathLabs');
  await expect(page.getByText('2 reports found')).toBeVisible();
  await expectNoA11yViolations(page, 'lab reports list');

  // The trend: both values with their dates in the table, and the chart with its band.
  await page.getByRole('list', { name: 'Tests with results' }).getByRole('link', { name: /HbA1c/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: HBA1C })).toBeVisible();
  const values = page.getByRole('table', { name: `${HBA1C} values` }).getByRole('row');
  await expect(values).toHaveCount(3);
  await expect(values.nth(1)).toContainText(shortDate(RECENT));
  await expect(values.nth(1)).toContainText('6.8 %');
  await expect(values.nth(1)).toContainText('High');
  await expect(values.nth(2)).toContainText(shortDate(OLD));
  await expect(values.nth(2)).toContainText('5.4 %');
  const chart = page.getByRole('img', { name: `${HBA1C} over time` });
  await expect(chart).toBeVisible();
  await expect(chart.getByTestId('trend-point')).toHaveCount(2);
  await expect(chart.getByTestId('reference-band')).toBeVisible();
  await expectNoA11yViolations(page, 'lab trend');

  // Edit the recent report: another lab name and a normal value.
  await page.goto(recentReport);
  await page.getByRole('link', { name: 'Edit Report' }).click();
  await expect(page.getByLabel('Lab Name')).toHaveValue('Metropolis');
  await expectNoA11yViolations(page, 'edit lab report');
  await page.getByLabel('Lab Name').fill('Metropolis Healthcare');
  await resultRow(page, 1).getByLabel('Value').fill('5.5');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(REPORT_URL);
  await expectToast(page, 'Lab report updated');
  await expect(page.getByRole('heading', { level: 1, name: 'Metropolis Healthcare' })).toBeVisible();
  await expect(results.getByRole('row').filter({ hasText: HBA1C })).toContainText('Normal');

  // Delete it, after the confirmation dialog; Cancel first keeps it.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this lab report?' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, 'delete lab report dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete Report' }).click();
  await expectToast(page, 'Lab report deleted');
  await expect(page).toHaveURL(/\/pathological-reports$/);
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText('Dr. Lal PathLabs');

  // The dashboard counts results of the last 3 months; the bell announces the new report.
  await page.goto('/dashboard');
  const tile = page
    .getByRole('region', { name: 'Health summary' })
    .getByRole('link')
    .filter({ hasText: 'Recent Lab Results' });
  await expect(tile).toContainText('1');
  await page.getByRole('button', { name: 'Notifications' }).click();
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  await expect(bell.getByText('New lab report added')).toHaveCount(1);
  await expect(bell.getByText('Dr. Lal PathLabs')).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('list, detail and trend fit the screen', async ({ page, patient, baseURL }) => {
    void patient;
    await addHba1cReportThroughApi(page.request, baseURL!, {
      lab: 'Thyrocare Technologies',
      date: OLD,
      value: '5.2',
    });
    const id = await addHba1cReportThroughApi(page.request, baseURL!, {
      lab: 'SRL Diagnostics',
      date: RECENT,
      value: '7.1',
    });

    await page.goto('/pathological-reports');
    await expect(page.getByRole('list', { name: 'Lab reports' }).getByRole('listitem')).toHaveCount(2);
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoA11yViolations(page, 'lab reports list on a phone');

    await page.goto(`/pathological-reports/${id}`);
    await expect(page.getByRole('table', { name: 'Test results' })).toContainText('High');
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoA11yViolations(page, 'lab report detail on a phone');

    await page.goto('/pathological-reports/trends/hba1c');
    await expect(
      page.getByRole('img', { name: `${HBA1C} over time` }).getByTestId('trend-point'),
    ).toHaveCount(2);
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoA11yViolations(page, 'lab trend on a phone');
  });
});
