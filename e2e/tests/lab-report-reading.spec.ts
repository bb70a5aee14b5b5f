import { expectNoA11yViolations } from '../fixtures/axe.js';
import { expect, test } from '../fixtures/index.js';
import { HBA1C, REPORT_URL, resultRow } from '../fixtures/lab-reports.js';
import { indiaDate, shortDate } from '../fixtures/medical-history.js';

// Reading a lab report from a file (docs/decisions/050-reading-documents.md): read a lab's PDF, correct one
// value in the pre-filled form, save, and see the corrected value in the trend.

test.describe.configure({ timeout: 120_000 });

const REPORT_DAY = indiaDate(-3);

/** A one-page text PDF with Helvetica lines, as a lab's software prints them (offsets counted for the xref). */
function labPdf(lines: readonly string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 11 Tf 50 ${780 - index * 22} Td (${line}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('read a lab PDF, correct one value, save, and see it in the trend', async ({ page, patient }) => {
  void patient;
  const [year, month, day] = REPORT_DAY.split('-');
  const pdf = labPdf([
    'City Diagnostics Laboratory',
    `Patient: Asha Verma      Report Date: ${day}/${month}/${year}`,
    'Test      Result      Unit      Reference Range',
    'Glycated Haemoglobin (HbA1c)      6.8      %      4.0 - 5.6',
    'Haemoglobin      13.2      g/dL      13.0 - 17.0',
  ]);

  await page.goto('/pathological-reports/new');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Read from a file' }).click();
  await (await chooser).setFiles({ name: 'lab-report.pdf', mimeType: 'application/pdf', buffer: pdf });

  // The form opens pre-filled, the original beside it.
  await expect(page.getByLabel('Lab Name')).toHaveValue('City Diagnostics Laboratory', { timeout: 30_000 });
  await expect(page.getByLabel('Report Date')).toHaveValue(REPORT_DAY);
  await expect(resultRow(page, 1).getByLabel('Test')).toHaveValue('hba1c');
  await expect(resultRow(page, 1).getByLabel('Value')).toHaveValue('6.8');
  await expect(resultRow(page, 2).getByLabel('Test')).toHaveValue('haemoglobin');
  await expect(page.getByRole('link', { name: 'lab-report.pdf' })).toBeVisible();
  await expectNoA11yViolations(page, 'lab report read from a file');

  // The patient corrects one value and saves: the read's file is the report's file.
  await resultRow(page, 1).getByLabel('Value').fill('7.2');
  await page.getByRole('button', { name: 'Save Report' }).click();
  await expect(page).toHaveURL(REPORT_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'City Diagnostics Laboratory' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Report files' }).getByText('lab-report.pdf')).toBeVisible();

  await page.goto('/pathological-reports/trends/hba1c');
  await expect(page.getByRole('heading', { level: 1, name: HBA1C })).toBeVisible();
  const values = page.getByRole('table', { name: `${HBA1C} values` }).getByRole('row');
  await expect(values).toHaveCount(2);
  await expect(values.nth(1)).toContainText(shortDate(REPORT_DAY));
  await expect(values.nth(1)).toContainText('7.2 %');
});
