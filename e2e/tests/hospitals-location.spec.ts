import { expect, test } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import { expectToast } from '../fixtures/ui.js';

// docs/product.md#states-and-transitions 'Locating...', docs/product.md#data-calls browser geolocation + reverse geocoding (through our API and the fake
// Nominatim of playwright.config.ts), docs/product.md#location-messages toasts, and distances "near me".
const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };

test.describe('with location permission granted', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['geolocation']);
  });

  test('Use My Location filters to the city, then lists everything nearest first in km', async ({
    page,
    context,
    patient,
  }) => {
    void patient;
    await context.setGeolocation(BENGALURU);
    await page.goto('/hospitals-near-me');
    const cards = page.getByRole('list', { name: 'Hospitals' }).getByRole('article');
    await expect(cards).toHaveCount(4);

    await page.getByRole('button', { name: 'Use My Location' }).click();
    await expectToast(page, 'Location detected', 'Showing hospitals near Bengaluru, Karnataka');
    await expect(page.getByRole('combobox', { name: 'State' })).toContainText('Karnataka');
    await expect(page.getByRole('combobox', { name: 'City' })).toContainText('Bengaluru');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByTestId('distance')).toHaveText(/^\d+\.\d km$/);
    await expectNoA11yViolations(page, 'hospitals near me, located');

    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(cards).toHaveCount(4);
    await expect(page.getByText(/nearest first/)).toBeVisible();
    const names = await cards.getByRole('heading').allTextContents();
    expect(names).toEqual([
      'Cauvery Valley Super Speciality Hospital', // Bengaluru
      'Marina Coast Medical Centre', // Chennai
      'Arabian Sea Heart & General Hospital', // Mumbai
      'Indraprastha City Multispeciality Hospital', // Delhi
    ]);
    const km = (await cards.getByTestId('distance').allTextContents()).map((t) => Number.parseFloat(t));
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  test('a state outside our lists asks to select manually', async ({ page, context, patient }) => {
    void patient;
    await context.setGeolocation({ latitude: 48.1351, longitude: 11.582 });
    await page.goto('/hospitals-near-me');
    await page.getByRole('button', { name: 'Use My Location' }).click();
    await expectToast(page, 'State not found in our database. Please select manually.');
    await expect(page.getByRole('combobox', { name: 'State' })).toContainText('All States');
  });

  test('a known state with an unknown city filters by state only', async ({ page, context, patient }) => {
    void patient;
    await context.setGeolocation({ latitude: 9.5, longitude: 76.5 });
    await page.goto('/hospitals-near-me');
    await page.getByRole('button', { name: 'Use My Location' }).click();
    await expectToast(
      page,
      'Location detected',
      'Showing hospitals in Kerala. City not found in our database.',
    );
    await expect(page.getByRole('combobox', { name: 'State' })).toContainText('Kerala');
    await expect(page.getByRole('heading', { name: 'No hospitals found' })).toBeVisible();
  });

  test('a position without an address cannot be detected', async ({ page, context, patient }) => {
    void patient;
    await context.setGeolocation({ latitude: 0, longitude: 0 });
    await page.goto('/hospitals-near-me');
    await page.getByRole('button', { name: 'Use My Location' }).click();
    await expectToast(page, 'Unable to detect location', 'Please select manually.');
  });

  test('a failing geocoder shows the fetch error, and distances still sort', async ({
    page,
    context,
    patient,
    consoleGuard,
  }) => {
    void patient;
    consoleGuard.allow(/status of 502/, 'the fake Nominatim answers 500 south of -30°, our API 502');
    await context.setGeolocation({ latitude: -33.9, longitude: 18.4 });
    await page.goto('/hospitals-near-me');
    await page.getByRole('button', { name: 'Use My Location' }).click();
    await expectToast(page, 'Error', 'Failed to fetch location data. Please try again or select manually.');
    await expect(page.getByRole('button', { name: 'Use My Location' })).toBeEnabled();
    await expect(
      page.getByRole('list', { name: 'Hospitals' }).getByRole('article').first().getByTestId('distance'),
    ).toHaveText(/^\d+\.\d km$/);
  });
});

test('denied permission shows the product message and leaves the list as it was', async ({
  page,
  context,
  patient,
}) => {
  void patient;
  await context.clearPermissions();
  await page.goto('/hospitals-near-me');
  await page.getByRole('button', { name: 'Use My Location' }).click();
  await expectToast(
    page,
    'Location permission denied. Please enable location access in your browser settings.',
  );
  await expect(page.getByRole('button', { name: 'Use My Location' })).toBeEnabled();
  await expect(
    page.getByRole('article', { name: 'Marina Coast Medical Centre' }).getByTestId('distance'),
  ).toHaveText('1.9 km');
});

test('a browser without geolocation is told so', async ({ page, patient }) => {
  void patient;
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => undefined, configurable: true });
  });
  await page.goto('/hospitals-near-me');
  await page.getByRole('button', { name: 'Use My Location' }).click();
  await expectToast(page, 'Geolocation not supported', "Your browser doesn't support geolocation.");
});
