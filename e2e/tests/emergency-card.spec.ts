import { emergencyCardSchema, emergencyCardText } from '@sehat/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.js';
import { expectNoA11yViolations } from '../fixtures/axe.js';
import { decodeQr } from '../fixtures/qr.js';
import { expectToast, field, toast } from '../fixtures/ui.js';

// The complete-records work (docs/product.md#screens-added-since-the-first-version, docs/decisions/021-abha-self-declared.md): emergency contacts, allergies and conditions, ABHA at
// /kyc (self-declared), and the emergency card with a QR code that holds the card's own text.

async function addContact(page: Page, name: string, relationship: string, phone: string) {
  await page.getByRole('button', { name: 'Add Contact' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Emergency Contact' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Relationship').fill(relationship);
  await dialog.getByLabel('Mobile Number').fill(phone);
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(toast(page, 'Emergency contact added.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

const contactNames = (page: Page) =>
  page.getByRole('list', { name: 'Emergency contacts' }).getByRole('heading', { level: 2 });

test('contacts, allergies, blood group and ABHA make an emergency card whose QR code reads back as its text', async ({
  page,
  patient,
}) => {
  void patient;
  test.slow(); // one journey through four screens, each checked with axe
  // Emergency contacts: empty, then two added; a 9-digit number is refused in the dialog.
  await page.goto('/emergency-contacts');
  await expect(page.getByRole('heading', { name: 'No emergency contacts yet' })).toBeVisible();
  await expect(page).toHaveTitle('Emergency Contacts | Sehat');
  await expectNoA11yViolations(page, 'emergency contacts, empty');

  await addContact(page, 'Sunita Verma', 'Mother', '98765 43210');
  await addContact(page, 'Rohan Verma', 'Brother', '+91 91234 56789');

  await page.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Emergency Contact' });
  await dialog.getByLabel('Name').fill('Short Number');
  await dialog.getByLabel('Relationship').fill('Friend');
  await dialog.getByLabel('Mobile Number').fill('987654321');
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please enter an Indian mobile number');
  await expectNoA11yViolations(page, 'add contact dialog with an error', {
    within: '[role="dialog"]',
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(contactNames(page)).toHaveText(['Sunita Verma', 'Rohan Verma']);

  // Make the brother primary; removing asks first, and Cancel keeps the contact.
  await page.getByRole('button', { name: 'Make Rohan Verma the primary contact' }).click();
  await expect(toast(page, 'Primary contact changed.').first()).toBeVisible();
  await expect(contactNames(page)).toHaveText(['Rohan Verma', 'Sunita Verma']);
  await addContact(page, 'Old Neighbour', 'Neighbour', '7012345678');
  await page.getByRole('button', { name: 'Remove Old Neighbour' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this emergency contact?' });
  await expect(confirm).toContainText('Old Neighbour will no longer be on your emergency card.');
  await expectNoA11yViolations(page, 'remove contact confirmation', {
    within: '[role="alertdialog"]',
  });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(contactNames(page)).toHaveText(['Rohan Verma', 'Sunita Verma', 'Old Neighbour']);
  await page.getByRole('button', { name: 'Remove Old Neighbour' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Emergency contact removed.').first()).toBeVisible();
  await expect(contactNames(page)).toHaveText(['Rohan Verma', 'Sunita Verma']);
  await expectNoA11yViolations(page, 'emergency contacts, two');

  // Blood group, allergies and a chronic condition on personal info.
  await page.goto('/personal-info');
  await page.getByLabel('Blood Group').click();
  await page.getByRole('option', { name: 'B+', exact: true }).click();
  for (const allergy of ['Peanuts', 'Penicillin']) {
    await field(page, 'Allergies').fill(allergy);
    await page.getByRole('button', { name: 'Add to Allergies' }).click();
  }
  await field(page, 'Allergies').fill('peanuts');
  await field(page, 'Allergies').press('Enter');
  await expect(page.getByText('That is already on the list.')).toBeVisible();
  await field(page, 'Chronic Conditions').fill('Asthma');
  await field(page, 'Chronic Conditions').press('Enter');
  await expect(page.getByRole('list', { name: 'Your allergies' }).getByRole('listitem')).toHaveText([
    'Peanuts',
    'Penicillin',
  ]);
  await expectNoA11yViolations(page, 'personal info with allergies');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Personal information updated successfully.');

  // ABHA: 13 digits are refused and nothing is stored; 14 digits and an address are saved.
  await page.goto('/kyc');
  await expect(page.getByRole('heading', { name: 'Link Your KYC' })).toBeVisible();
  await expect(page.getByText('Self-declared: Sehat cannot reach ABDM')).toBeVisible();
  await field(page, 'ABHA Number').fill('91-2345-6789-012');
  await page.getByRole('button', { name: 'Save ABHA Details' }).click();
  await expect(page.getByText('Please enter your 14-digit ABHA number (XX-XXXX-XXXX-XXXX).')).toBeVisible();
  await expectNoA11yViolations(page, 'kyc with a 13-digit number');
  expect((await (await page.request.get('/api/abha')).json()) as object).toMatchObject({ abha_number: null });
  await field(page, 'ABHA Number').fill('91234567890123');
  await field(page, 'ABHA Address').fill('Asha.Verma@abdm');
  await page.getByRole('button', { name: 'Save ABHA Details' }).click();
  await expect(toast(page, 'ABHA details saved.').first()).toBeVisible();
  await expect(field(page, 'ABHA Number')).toHaveValue('91-2345-6789-0123');
  await expect(field(page, 'ABHA Address')).toHaveValue('asha.verma@abdm');

  // The card: contacts, blood group, allergies, ABHA; its QR code holds exactly the card's text.
  await page.goto('/emergency-card');
  const card = page.getByRole('article', { name: 'Emergency Card' });
  await expect(card).toContainText('B+');
  await expect(card).toContainText('Peanuts, Penicillin');
  await expect(card).toContainText('Asthma');
  await expect(card).toContainText('Rohan Verma (Brother) +91 91234 56789 · Primary');
  await expect(card).toContainText('Sunita Verma (Mother) +91 98765 43210');
  await expect(card).toContainText('91-2345-6789-0123');
  await expect(page).toHaveTitle('Emergency Card | Sehat');
  const qr = page.getByRole('img', { name: "QR code holding this emergency card's text" });
  await expect(qr).toBeVisible();
  await expectNoA11yViolations(page, 'emergency card');

  const answer = emergencyCardSchema.parse(await (await page.request.get('/api/emergency-card')).json());
  // Poll: the image may still be painting, or a toast may still cover part of it, on a busy machine.
  let shot: Buffer = Buffer.alloc(0);
  await expect
    .poll(async () => decodeQr((shot = await qr.screenshot())), { timeout: 20_000 })
    .toBe(emergencyCardText(answer));
  await test.info().attach('emergency-card-qr.png', { body: shot, contentType: 'image/png' });
  const decoded = decodeQr(shot);
  expect(decoded).toContain('Blood group: B+\nAllergies: Peanuts; Penicillin\nConditions: Asthma');
  expect(decoded).toContain('1. Rohan Verma (Brother) +91 91234 56789 - primary');

  // Download PDF gives a PDF file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('emergency-card.pdf');
  const pdf = await download.createReadStream();
  const head = await new Promise<string>((resolve) =>
    pdf.once('data', (chunk) => resolve(String(chunk).slice(0, 5))),
  );
  expect(head).toBe('%PDF-');

  // Printed, the card is alone on one A4 page: no sidebar, header or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Quick Links' })).toBeHidden();
  await expect(card).toBeVisible();
  const printed = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
  expect(printed.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the contacts, KYC and card screens fit without sideways scrolling', async ({ page, patient }) => {
    void patient;
    const created = await page.request.post('/api/emergency-contacts', {
      data: {
        name: 'Sunita Kumari Verma',
        relationship: 'Mother',
        phone: '9876543210',
        email: 'sunita.verma@example.test',
      },
    });
    expect(created.status()).toBe(201);
    for (const [path, heading] of [
      ['/emergency-contacts', 'Emergency Contacts'],
      ['/kyc', 'Link Your KYC'],
      ['/emergency-card', 'Emergency Card'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      if (path === '/emergency-card')
        await expect(
          page.getByRole('img', { name: "QR code holding this emergency card's text" }),
        ).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
        path,
      ).toBe(true);
      await expectNoA11yViolations(page, `${path} on a phone`);
    }
  });
});
