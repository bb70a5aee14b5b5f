import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.js';
import { field } from '../fixtures/ui.js';

const PNG = readFileSync(path.join(import.meta.dirname, '../fixtures/files/prescription.png'));

/** Whether the page scrolls sideways (wider than the 390 px phone). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

// docs/decisions/056-government-schemes.md: an Ayushman card kept, shown on the emergency card once chosen;
// on a 390 px phone, by keyboard where it matters (the add button, the form's submit, the switch).
test('a patient adds an Ayushman card and, after choosing to, finds its number on the emergency card', async ({
  page,
  patient,
  baseURL,
}) => {
  void patient;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/government-schemes');
  await expect(page.getByRole('heading', { name: 'No scheme cards yet' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expect(
    page.getByText('Guidance only, never a decision on eligibility', { exact: false }),
  ).toBeVisible();
  const addButton = page.getByRole('button', { name: 'Add scheme card' });
  await expect(addButton).toBeEnabled(); // every control waits for React (docs/decisions/045-react-renders-sehat.md)
  await addButton.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Add scheme card' });
  await dialog.getByLabel('Scheme').selectOption('pm_jay');
  await field(page, 'Card number (PM-JAY ID)').fill('pmj 4k7 2x9q1');
  await field(page, 'Family ID').fill('HH/2231/09');
  await dialog
    .getByLabel('Card file')
    .setInputFiles({ name: 'ayushman.png', mimeType: 'image/png', buffer: PNG });
  await field(page, 'Card number (PM-JAY ID)').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('PMJ4K72X9Q1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View card' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);

  // Off by default: the emergency card shows the number only once the patient switches it on.
  await page.goto('/emergency-card');
  const sheet = page.locator('.emergency-card-sheet');
  await expect(sheet).toContainText('Blood Group');
  await expect(sheet).not.toContainText('PMJ4K72X9Q1');
  const schemes = page.getByRole('switch', { name: 'Show my government scheme card numbers' });
  await expect(schemes).not.toBeChecked();
  await expect(schemes).toBeEnabled();
  await schemes.focus();
  await page.keyboard.press('Space');
  await expect(sheet).toContainText('Ayushman card (PM-JAY): PMJ4K72X9Q1');
  await expect(schemes).toBeChecked();
  expect(await scrollsSideways(page)).toBe(false);

  // In Hindi, the switch's label.
  const hindi = await page.request.put('/api/profile/language', {
    headers: { Origin: baseURL! },
    data: { preferred_language: 'hi' },
  });
  expect(hindi.status()).toBe(200);
  await page.context().addCookies([{ name: 'sehat_lang', value: 'hi', url: baseURL! }]);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'मेरे सरकारी योजना कार्ड के नंबर दिखाएँ' })).toBeChecked();
  await expect(sheet).toContainText('PMJ4K72X9Q1');
  expect(await scrollsSideways(page)).toBe(false);
});
