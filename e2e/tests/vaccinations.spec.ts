import { expectNoA11yViolations } from '../fixtures/axe.js';
import { expect, test } from '../fixtures/index.js';
import { scrollsSideways } from '../fixtures/lab-reports.js';
import { indiaDate } from '../fixtures/medical-history.js';
import { expectToast } from '../fixtures/ui.js';

// Vaccinations (docs/decisions/055-vaccinations.md): a child added through the API, born ten weeks ago, is
// opened on a 390 px phone; the Vaccinations page shows the doses due by age, one is marked given and moves
// off the due list to the doses given, and the page reads in Hindi once. One page load.

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a 10-week-old's vaccines due by age; one marked given moves off the due list", async ({
  page,
  patient,
  baseURL,
}) => {
  void patient;
  const added = await page.request.post('/api/family', {
    headers: { Origin: baseURL! },
    data: { name: 'Aarav Test', relationship: 'son', birth_date: indiaDate(-70), sex: 'male' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const child = (await added.json()) as { id: string };
  await page.context().addCookies([{ name: 'sehat_patient', value: child.id, url: baseURL! }]);

  await page.goto('/vaccinations');
  await expect(page.getByRole('heading', { level: 1, name: 'Vaccinations' })).toBeVisible();
  await expect(page.getByTestId('patient-switcher')).toHaveText(/Aarav Test/);
  const due = page.getByRole('list', { name: 'Due now', exact: true });
  await expect(due).toContainText('Pentavalent-2');
  await expect(due).toContainText('Rotavirus-2');
  await expect(page.getByRole('list', { name: 'Coming up', exact: true })).toContainText('Pentavalent-3');
  expect(await scrollsSideways(page)).toBe(false);

  await page.getByRole('button', { name: 'Mark Pentavalent (Pentavalent-2) as given' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as given' });
  await expect(dialog.getByLabel('Date given')).toHaveValue(indiaDate(0));
  await dialog.getByLabel('Batch or lot number').fill('PV-2291');
  await dialog.getByLabel('Where given (clinic or hospital)').fill('PHC Sector 12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Vaccination saved.');
  await expect(dialog).toBeHidden();

  await expect(due).not.toContainText('Pentavalent-2');
  await expect(due).toContainText('Rotavirus-2');
  const given = page.getByRole('list', { name: 'Given', exact: true }).getByRole('listitem');
  await expect(given).toHaveCount(1);
  await expect(given).toContainText('Pentavalent');
  await expect(given).toContainText('Batch PV-2291 · PHC Sector 12');
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoA11yViolations(page, 'vaccinations on a phone');

  // Hindi, once: the page's heading and the vaccine's name.
  await page.getByRole('button', { name: /हिन्दी/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'टीकाकरण' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'लग चुके', exact: true })).toContainText('पेंटावेलेंट');
});
