import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import { BUILT_IN_HOSPITAL, indiaDate } from '../fixtures/medical-history.js';
import { choose } from '../fixtures/places.js';
import { field, submitSignIn, toast } from '../fixtures/ui.js';
import { englishLeftOnScreen } from '../fixtures/english-left.js';

/** 'dd <Hindi month> yyyy' with Western digits, as the app shows a short date in Hindi (docs/decisions/029-languages.md). */
function hindiShortDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('hi-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    numberingSystem: 'latn',
    timeZone: 'UTC',
  }).format(Date.UTC(y!, m! - 1, d));
}

test('a patient picks हिन्दी on the landing page and keeps it on every device (docs/decisions/029-languages.md)', async ({
  page,
  browser,
  extraHTTPHeaders,
  baseURL,
  consoleGuard,
}) => {
  // Sign-up, a record and a second browser's sign-in, with axe on three screens: longer than most journeys.
  test.slow();
  const email = uniqueEmail('hindi');
  const password = 'Tamarind42';

  await page.goto('/');
  await page.getByRole('button', { name: /हिन्दी/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'स्वागत है' })).toBeVisible();
  await expectNoA11yViolations(page, 'landing in Hindi');
  // The e-mail placeholder is an example address, not a sentence (decision 029).
  expect(await englishLeftOnScreen(page, ['you@example.com']), 'the landing: English left in Hindi').toEqual(
    [],
  );
  // The sign-in server's refusal (docs/product.md#messages: the provider's message) reads in Hindi too.
  consoleGuard.allow(/status of 401/, 'the unknown address answers 401 on purpose');
  await field(page, 'ईमेल').fill(email);
  await field(page, 'पासवर्ड').fill(password);
  await page.getByRole('button', { name: 'साइन इन', exact: true }).click();
  await expect(toast(page, 'साइन इन नहीं हो पाया')).toContainText('ईमेल या पासवर्ड सही नहीं है');

  await page.getByRole('tab', { name: 'नया खाता' }).click();
  await field(page, 'पूरा नाम').fill('Sunita Devi');
  await field(page, 'ईमेल').fill(email);
  await field(page, 'पासवर्ड').fill(password);
  await field(page, 'पासवर्ड दोबारा').fill(password);
  await page.getByRole('button', { name: 'खाता बनाएँ' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'आपके मेडिकल डैशबोर्ड में स्वागत है' })).toBeVisible();
  await expect(page).toHaveTitle('डैशबोर्ड | Sehat');
  await expectNoA11yViolations(page, 'dashboard in Hindi');
  // The new patient's bell is empty, and says so in Hindi too (docs/product.md#screens-and-routes: 'No notifications' / 'You're all caught up!').
  await page.getByRole('banner').getByRole('button', { name: 'सूचनाएँ' }).click();
  await expect(page.getByText('कोई सूचना नहीं')).toBeVisible();
  await expect(page.getByText('आप सब कुछ देख चुके हैं!')).toBeVisible();
  await page.keyboard.press('Escape');

  // A dialog's close button is named in Hindi for a screen reader too.
  await page.goto('/emergency-contacts');
  await page.getByRole('button', { name: 'संपर्क जोड़ें' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'बंद करें' })).toBeVisible();
  await page.keyboard.press('Escape');

  const visitDate = indiaDate(-2);
  await page.goto('/add-medical-history');
  await page.getByLabel('विज़िट की मुख्य वजह').fill('बुख़ार और खाँसी');
  await page.getByLabel('विज़िट की तारीख़').fill(visitDate);
  await choose(page, 'विज़िट का प्रकार', 'Routine Checkup');
  await page.getByLabel('डॉक्टर का नाम').fill('Dr. Kavita Menon');
  await choose(page, 'अस्पताल का नाम', `${BUILT_IN_HOSPITAL} (HOS001)`);
  await page.getByLabel('डायग्नोसिस (बीमारी की पहचान)').fill('Viral fever');
  await page.getByLabel('इलाज', { exact: true }).fill('Rest and fluids');
  await expectNoA11yViolations(page, 'add medical history in Hindi');
  await page.getByRole('button', { name: 'रिकॉर्ड सेव करें' }).click();

  await expect(page.getByText('मेडिकल हिस्ट्री का रिकॉर्ड जुड़ गया।')).toBeVisible();
  await expect(
    toast(page, 'मेडिकल हिस्ट्री का रिकॉर्ड जुड़ गया।').getByRole('button', { name: 'सूचना बंद करें' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/medical-history');
  await expect(page.getByText('1 रिकॉर्ड मिला')).toBeVisible();
  await expect(page.getByRole('cell', { name: hindiShortDate(visitDate) })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'मेडिकल हिस्ट्री' })).toBeVisible();

  // Another browser, no cookie: the landing page is English, and after sign-in the profile's Hindi wins.
  const elsewhere = await browser.newContext({ baseURL, extraHTTPHeaders });
  const other = await elsewhere.newPage();
  await submitSignIn(other, email, password);
  await expect(other.getByRole('heading', { name: 'आपके मेडिकल डैशबोर्ड में स्वागत है' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'hi');
  await elsewhere.close();
});
