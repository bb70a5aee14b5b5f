import type { Page } from '@playwright/test';
import { BUILT_IN_HOSPITALS, INDIAN_STATES, LAB_PANELS, LAB_TESTS } from '@sehat/shared';
import { expectNoA11yViolations as axe } from '../fixtures/axe.js';
import { englishLeftOnScreen } from '../fixtures/english-left.js';
import { expect, test } from '../fixtures/index.js';
import { signedInScreens, type Screen } from '../fixtures/screens.js';
import { addHba1cReportThroughApi } from '../fixtures/lab-reports.js';
import { indiaDate } from '../fixtures/medical-history.js';
import { SEEDED_TEXTS, seedPatientData } from '../fixtures/seed.js';

// The languages and installable-app work (docs/decisions/029-languages.md): every signed-in screen, with the patient's data on it, in Hindi: `<html lang="hi">`,
// a Hindi document title (Devanagari, unless the title is the patient's own data), and no axe violation of
// any impact, at 1280 px and on a 390 px phone. The English screens are checked by accessibility.spec.ts.

test.describe.configure({ timeout: 180_000 });

const DEVANAGARI = /[\u0900-\u097F]/;

/** Every string in `value`, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * What may stay English on a Hindi screen (docs/decisions/029-languages.md): the patient's own entries (the seed's), the
 * built-in lists (states and cities, the sample hospitals' names and descriptions, lab panels and test names)
 * and the patient's e-mail address.
 */
const DATA_IN_ENGLISH = [
  ...stringsOf(SEEDED_TEXTS),
  'prescription.pdf',
  'prescription.png',
  'bill.png',
  ...stringsOf(INDIAN_STATES),
  ...stringsOf(BUILT_IN_HOSPITALS),
  ...LAB_PANELS.map((panel) => panel.name),
  ...LAB_TESTS.map((test) => test.name),
  // Placeholders' examples and formats, written as a patient types them.
  'Dr. Lal PathLabs',
  'Dr. Sharma',
  'https://maps.google.com/...',
  'clinic@example.com',
  'yourname@abdm',
  'XX-XXXX-XXXX-XXXX',
  'lat,lng',
  'Google Maps',
  // The language switch names the other language in both scripts, so whoever reads neither finds it.
  'Switch to English (अंग्रेज़ी में देखें)',
];

/** Switches the signed-in patient to Hindi on the profile (as the header switch does) and in the cookie. */
async function speakHindi(page: Page, baseURL: string): Promise<void> {
  const response = await page.request.put('/api/profile/language', {
    headers: { Origin: baseURL },
    data: { preferred_language: 'hi' },
  });
  expect(response.status()).toBe(200);
  await page.context().addCookies([{ name: 'sehat_lang', value: 'hi', url: baseURL }]);
}

/** Opens `screen` and waits until its data is on it: Hindi, every request answered, no skeleton or spinner. */
async function openInHindi(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], [role="status"]:has(.animate-spin)')).toHaveCount(0);
  // The screen sets its title once React has the page, which may be a moment after its data is painted.
  await expect(page, `${screen.path}: title`).toHaveTitle(/ \| Sehat$/);
  const title = await page.title();
  if (!screen.titleIsData) expect.soft(title, `${screen.path}: a Hindi title`).toMatch(DEVANAGARI);
}

/** Half of the screens each, so the two workers share them. */
for (const [half, name] of [
  [0, 'the first half'],
  [1, 'the second half'],
] as const) {
  test(`${name} of the signed-in screens, in Hindi with data, have Hindi titles and no a11y violations`, async ({
    page,
    patient,
    baseURL,
  }) => {
    const screens = signedInScreens(await seedPatientData(page.request, baseURL!));
    await speakHindi(page, baseURL!);
    for (const screen of screens.filter((_, index) => index % 2 === half)) {
      await openInHindi(page, screen);
      await axe(page, `${screen.path} in Hindi`);
      const english = await englishLeftOnScreen(page, [...DATA_IN_ENGLISH, patient.email, patient.fullName]);
      expect.soft(english, `${screen.path}: English left in Hindi`).toEqual([]);
    }
  });
}

test('a lab report, its trend, the share links and the shared page in Hindi leave no English', async ({
  page,
  patient,
  baseURL,
  consoleGuard,
}) => {
  await seedPatientData(page.request, baseURL!);
  const labName = 'Thyrocare Diagnostics';
  const reportId = await addHba1cReportThroughApi(page.request, baseURL!, {
    lab: labName,
    date: indiaDate(-3),
    value: '7.1',
  });
  const shareLabel = 'Dr. Kavita Menon';
  const shared = await page.request.post('/api/shares', {
    headers: { Origin: baseURL! },
    data: { label: shareLabel, duration: '24h', access_code: false, scope: { type: 'all' } },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const { url } = (await shared.json()) as { url: string };
  // An age, so the shared page's summary shows one.
  const dateOfBirth = await page.request.patch('/api/personal-info', {
    headers: { Origin: baseURL! },
    data: { date_of_birth: '1990-02-28' },
  });
  expect(dateOfBirth.status(), await dateOfBirth.text()).toBe(200);
  await speakHindi(page, baseURL!);
  const data = [...DATA_IN_ENGLISH, patient.email, patient.fullName, labName, shareLabel];
  for (const path of [
    `/pathological-reports/${reportId}`,
    `/pathological-reports/${reportId}/edit`,
    '/pathological-reports/trends/hba1c',
    '/sharing',
    new URL(url).pathname,
  ]) {
    await openInHindi(page, { path, title: /\| Sehat$/, titleIsData: true });
    await axe(page, `${path} in Hindi`);
    expect.soft(await englishLeftOnScreen(page, data), `${path}: English left in Hindi`).toEqual([]);
  }
  await expect(page.getByText(/^\d+ वर्ष$/)).toBeVisible();
  // A lab report that is not there (another patient's id reads the same) says so in Hindi.
  consoleGuard.allow(/status of 404/, 'the unknown lab report answers 404 on purpose');
  await page.goto('/pathological-reports/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('लैब रिपोर्ट नहीं मिली।')).toBeVisible();
  // The delete confirmation, Cancel included.
  await openInHindi(page, {
    path: `/pathological-reports/${reportId}`,
    title: /\| Sehat$/,
    titleIsData: true,
  });
  await page.getByRole('button', { name: 'मिटाएँ' }).click();
  await expect(page.getByRole('alertdialog').getByRole('button', { name: 'रद्द करें' })).toBeFocused();
  expect
    .soft(await englishLeftOnScreen(page, data), 'the delete confirmation: English left in Hindi')
    .toEqual([]);
  await page.keyboard.press('Escape');
  // The new share link's picker lists the lab report with its count of results.
  await openInHindi(page, { path: '/sharing', title: /\| Sehat$/ });
  await page.getByRole('button', { name: 'नया शेयर लिंक' }).click();
  await page.getByRole('radio', { name: 'चुने हुए रिकॉर्ड और लैब रिपोर्ट' }).check();
  await expect(page.getByText(/· 1 नतीजा$/)).toBeVisible();
  await expect(page.getByRole('radio', { name: '24 घंटे' })).toBeChecked();
  // The label's placeholder gives an example as a patient would write it.
  const example = 'Dr. Mehta, Apollo Clinic';
  expect
    .soft(await englishLeftOnScreen(page, [...data, example]), 'the share picker: English left in Hindi')
    .toEqual([]);
  // The appointment calendar: Hindi month and weekday names, Western digits.
  await openInHindi(page, { path: '/book-appointment', title: /\| Sehat$/ });
  await page.getByRole('button', { name: 'अपॉइंटमेंट की तारीख़' }).click();
  const calendar = page.getByRole('grid');
  await expect(calendar).toHaveAccessibleName(/^[\u0900-\u097F]+ \d{4}$/);
  await expect(calendar.getByRole('gridcell').filter({ hasText: /^15$/ }).first()).toBeVisible();
  expect.soft(await englishLeftOnScreen(page, data), 'the calendar: English left in Hindi').toEqual([]);
});

test('the bell and a code-protected shared page speak Hindi: titles, lines, a wrong code', async ({
  page,
  patient,
  baseURL,
  browser,
  consoleGuard,
}) => {
  await seedPatientData(page.request, baseURL!);
  const shareLabel = 'Dr. Kavita Menon';
  const shared = await page.request.post('/api/shares', {
    headers: { Origin: baseURL! },
    data: { label: shareLabel, duration: '24h', access_code: true, scope: { type: 'all' } },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const { url, access_code: code } = (await shared.json()) as { url: string; access_code: string };

  // The doctor's phone, in Hindi: a wrong code, then the right one.
  consoleGuard.allow(/status of 403/, 'the wrong access code answers 403 on purpose');
  const doctor = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.251.7.7' } });
  await doctor.addCookies([{ name: 'sehat_lang', value: 'hi', url: baseURL! }]);
  const phone = await doctor.newPage();
  await phone.goto(url);
  const box = phone.getByLabel('एक्सेस कोड', { exact: true });
  await box.fill(code === '000000' ? '111111' : '000000');
  await box.press('Enter');
  await expect(phone.getByText('कोड ग़लत है। 4 कोशिशें बाकी हैं।')).toBeVisible();
  await box.fill(code);
  await box.press('Enter');
  await expect(phone.getByRole('heading', { name: 'Fever and sore throat' })).toBeVisible();
  await doctor.close();

  // The patient's bell: the visit, the follow-up, the new record and the opened link, all in Hindi.
  await speakHindi(page, baseURL!);
  await openInHindi(page, { path: '/dashboard', title: /\| Sehat$/ });
  await page.getByRole('banner').getByRole('button', { name: /सूचनाएँ/ }).click();
  const bell = page.getByRole('dialog');
  await expect(bell.getByText('आने वाली विज़िट')).toBeVisible();
  await expect(bell.getByText('Dr. Rohan Gupta, Indraprastha City Multispeciality Hospital')).toBeVisible();
  await expect(bell.getByText('शेयर लिंक खोला गया')).toBeVisible();
  await expect(bell.getByText(`"${shareLabel}" खोला गया`)).toBeVisible();
  expect
    .soft(await englishLeftOnScreen(page, [...DATA_IN_ENGLISH, patient.email, patient.fullName, shareLabel]))
    .toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('key screens in Hindi have no a11y violations and no sideways scrolling', async ({
    page,
    patient,
    baseURL,
  }) => {
    void patient;
    const screens = signedInScreens(await seedPatientData(page.request, baseURL!));
    await speakHindi(page, baseURL!);
    const onPhone = [
      '/dashboard',
      '/medical-history/',
      '/insurance-claim/',
      '/pathological-reports',
      '/edit-profile',
    ];
    for (const screen of screens.filter(({ path }) => onPhone.some((prefix) => path.startsWith(prefix)))) {
      await openInHindi(page, screen);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect.soft(sideways, `${screen.path} scrolls sideways in Hindi`).toBe(false);
      await axe(page, `${screen.path} in Hindi on a phone`);
    }
  });
});
