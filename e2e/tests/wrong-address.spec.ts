import { expect, signUpThroughApi, test } from '../fixtures/index.js';
import { expectToast, field } from '../fixtures/ui.js';

// The security review (docs/decisions/012-newcomer-defaults.md): a patient who opens the app at another address than BASE_URL (here 127.0.0.1 for
// localhost) is told which address to open, instead of a bare "Invalid origin".
test('signing in from another address names the address to open', async ({
  page,
  request,
  baseURL,
  consoleGuard,
}) => {
  const patient = await signUpThroughApi(request, baseURL!);
  const otherAddress = baseURL!.replace('//localhost:', '//127.0.0.1:');
  expect(otherAddress).not.toBe(baseURL);

  await page.goto(`${otherAddress}/`);
  await page.getByRole('tab', { name: 'Sign In', exact: true }).click();
  consoleGuard.allow(/status of 403/, 'the sign-in from a foreign origin is refused on purpose');
  await field(page, 'Email').fill(patient.email);
  await field(page, 'Password').fill(patient.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expectToast(page, 'Sign In Failed', `Open ${baseURL} instead.`);
  await expect(page).toHaveURL(`${otherAddress}/`);
});
