import { expect, test } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import { decodeQr } from '../fixtures/qr.js';
import { authenticatorFor } from '../fixtures/totp.js';
import { expectDashboard, signOutFromHeader, submitSignIn } from '../fixtures/ui.js';

// The sharing and data-rights work (docs/decisions/027-two-factor-sign-in.md): two-factor sign-in with an authenticator app.
test('enable 2FA and sign in with a code', async ({ page, patient }) => {
  await page.goto('/edit-profile');
  const mfaSwitch = page.getByRole('switch', { name: 'Two-Factor Authentication' });
  await expect(mfaSwitch).not.toBeChecked();
  await mfaSwitch.click();

  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await dialog.getByLabel('Your password').fill(patient.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // The phone scans the QR code: the otpauth URI it holds gives the codes.
  const qr = dialog.getByRole('img', { name: 'QR code to add Sehat to your authenticator app' });
  await expect(qr).toBeVisible();
  await expectNoA11yViolations(page, 'two-factor enrolment dialog');
  const app = authenticatorFor(decodeQr(await qr.screenshot()) ?? '');
  const enrolledAt = new Date();
  await dialog.getByLabel('6-digit code').fill(await app.codeAt(enrolledAt));
  await dialog.getByRole('button', { name: 'Verify and turn on' }).click();

  const codes = page.getByRole('dialog', { name: 'Save your backup codes' });
  await expect(codes.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  await codes.getByRole('button', { name: 'Done' }).click();
  await expect(mfaSwitch).toBeChecked();

  await signOutFromHeader(page);
  await submitSignIn(page, patient.email, patient.password);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expectNoA11yViolations(page, 'sign-in code step');
  // The next 30-second step's code: the enrolment's own code is accepted only once.
  await code.fill(await app.codeAt(new Date(enrolledAt.getTime() + 30_000)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectDashboard(page);
});
