import { expect, test } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import { addClinicThroughUi, choose } from '../fixtures/places.js';
import { expectToast } from '../fixtures/ui.js';

// docs/product.md#add-clinic, docs/product.md#states-and-transitions (state clears city), docs/product.md#clinic-fields, docs/product.md#clinic-messages.
test('a patient registers a clinic with specialties and coordinates; the form resets', async ({
  page,
  patient,
}) => {
  void patient;
  await page.goto('/add-clinics');
  await expect(page.getByRole('heading', { name: 'Add Clinic Information' })).toBeVisible();

  // Required fields first.
  await page.getByRole('button', { name: 'Save Clinic' }).click();
  await expectToast(page, 'Validation Error', 'Please fill in all required fields.');

  await page.getByLabel('Clinic Name').fill('Lotus Skin & Hair Clinic');
  await page.getByLabel('Phone').fill('+91 80 4000 1234');
  await page.getByLabel('Email').fill('lotus@example.com');
  await page.getByLabel('Address').fill('12 Brigade Road');

  // City waits for a state; changing the state clears the city.
  await expect(page.getByRole('combobox', { name: 'City' })).toBeDisabled();
  await choose(page, 'State', 'Delhi');
  await choose(page, 'City', 'Saket');
  await choose(page, 'State', 'Karnataka');
  await expect(page.getByRole('combobox', { name: 'City' })).toContainText('Select city');
  await choose(page, 'City', 'Bengaluru');

  // Specialties: Enter or the button; trimmed, no duplicates, no empties, removable.
  const specialty = page.getByLabel('Specialties', { exact: true });
  await specialty.fill('  Dermatology ');
  await specialty.press('Enter');
  await specialty.fill('dermatology');
  await page.getByRole('button', { name: 'Add to Specialties' }).click();
  await specialty.fill('   ');
  await specialty.press('Enter');
  await specialty.fill('Trichology');
  await page.getByRole('button', { name: 'Add to Specialties' }).click();
  await specialty.fill('Cosmetology');
  await specialty.press('Enter');
  const added = page.getByRole('list', { name: 'Added specialties' }).getByRole('listitem');
  await expect(added).toHaveText(['Dermatology', 'Trichology', 'Cosmetology']);
  await page.getByRole('button', { name: 'Remove Cosmetology' }).click();
  await expect(added).toHaveText(['Dermatology', 'Trichology']);

  // Coordinates are checked for range before anything is sent.
  await page.getByLabel('Coordinates (lat,lng)').fill('200,77');
  await page.getByRole('button', { name: 'Save Clinic' }).click();
  await expect(page.getByText(/Coordinates must be "latitude,longitude"/).first()).toBeVisible();
  await expectNoA11yViolations(page, 'add clinic with specialties and a field error');
  await page.getByLabel('Coordinates (lat,lng)').fill('12.9719,77.6070');
  await page.getByLabel('Rating (1-5)').fill('4.6');

  await page.getByRole('button', { name: 'Save Clinic' }).click();
  await expect(
    page.locator('[data-sonner-toaster]').getByText('Clinic information has been saved successfully.'),
  ).toBeVisible();
  await expect(page.getByLabel('Clinic Name')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'State' })).toContainText('Select state');
  await expect(page.getByRole('list', { name: 'Added specialties' })).toHaveCount(0);

  // It is listed on Hospitals near me with its own ID and 'User Added'.
  await page.goto('/hospitals-near-me');
  const card = page.getByRole('article', { name: 'Lotus Skin & Hair Clinic' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /^ID: CLN-[A-Z0-9]{6}$/ })).toBeVisible();
  await expect(card.getByTestId('distance')).toHaveText('User Added');
  await expect(card.getByText('Trichology')).toBeVisible();
});

test('Cancel goes back to the dashboard', async ({ page, patient }) => {
  void patient;
  await page.goto('/add-clinics');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('two clinics of one patient get different IDs', async ({ page, patient }) => {
  void patient;
  test.slow();
  const base = {
    phone: '9876543210',
    email: 'c@example.com',
    address: '1 Main Road',
    state: 'Goa',
    city: 'Panaji',
  };
  await addClinicThroughUi(page, { ...base, name: 'Goa Clinic One' });
  await addClinicThroughUi(page, { ...base, name: 'Goa Clinic Two' });
  await page.goto('/hospitals-near-me');
  await expect(page.getByRole('link', { name: /^ID: CLN-/ })).toHaveCount(2);
  const ids = await page.getByRole('link', { name: /^ID: CLN-/ }).allTextContents();
  expect(new Set(ids).size).toBe(2);
});
