import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { newPdf } from '../features/export/pdf-document.js';
import { drawLabReport, LAYOUTS, type Layout, type TruthReport } from './lab-report-layouts.js';

/**
 * Generated lab reports with their ground truth, for the reading tests and `npm run bench:extract`
 * (docs/decisions/050-reading-documents.md): text PDFs drawn with the export's pdfkit document (Noto Sans
 * Devanagari, so Hindi headers render), 300-dpi page images rendered from them with PDF.js, and phone-like
 * photos (150 dpi, 3° rotation, blur, uneven light, JPEG artefacts) made from those with sharp. Nothing is
 * committed: every file is made on demand from the table below.
 */

type Template = [
  code: string,
  printed: string,
  hindi: string,
  unit: string,
  range: string,
  low: number,
  high: number,
  decimals: number,
];

/** Panels as Indian labs print them: names, units and ranges as on the page. */
const PANELS: Record<string, Template[]> = {
  cbc: [
    ['haemoglobin', 'Haemoglobin', 'हीमोग्लोबिन', 'g/dL', '13.0 - 17.0', 9, 16, 1],
    ['tlc', 'Total Leucocyte Count', 'कुल श्वेत कोशिका', '10^3/uL', '4.0 - 10.0', 3, 14, 1],
    ['rbc-count', 'RBC Count', 'लाल रक्त कोशिका', 'mill/cumm', '4.5 - 5.5', 3.5, 6, 2],
    ['platelet-count', 'Platelet Count', 'प्लेटलेट', '10^3/uL', '150 - 410', 90, 420, 0],
    ['pcv', 'PCV', 'पीसीवी', '%', '40 - 50', 32, 52, 1],
    ['mcv', 'MCV', 'एमसीवी', 'fL', '83 - 101', 70, 105, 1],
  ],
  lipid: [
    ['total-cholesterol', 'Total Cholesterol', 'कुल कोलेस्ट्रॉल', 'mg/dL', '< 200', 140, 280, 0],
    ['triglycerides', 'Triglycerides', 'ट्राइग्लिसराइड', 'mg/dL', '< 150', 80, 300, 0],
    ['hdl-cholesterol', 'HDL Cholesterol', 'एचडीएल', 'mg/dL', '> 40', 30, 70, 0],
    ['ldl-cholesterol', 'LDL Cholesterol', 'एलडीएल', 'mg/dL', '< 100', 70, 190, 0],
  ],
  lft: [
    ['bilirubin-total', 'Bilirubin Total', 'कुल बिलीरुबिन', 'mg/dL', '0.3 - 1.2', 0.3, 2.5, 2],
    ['sgot-ast', 'SGOT (AST)', 'एसजीओटी', 'U/L', '< 40', 15, 90, 0],
    ['sgpt-alt', 'SGPT (ALT)', 'एसजीपीटी', 'U/L', '< 41', 12, 95, 0],
    ['albumin', 'Albumin', 'एल्ब्यूमिन', 'g/dL', '3.5 - 5.2', 3, 5.2, 1],
  ],
  kft: [
    ['urea', 'Blood Urea', 'यूरिया', 'mg/dL', '17 - 43', 12, 60, 0],
    ['creatinine', 'S. Creatinine', 'क्रिएटिनिन', 'mg/dL', '0.7 - 1.3', 0.5, 2.2, 2],
    ['uric-acid', 'Uric Acid', 'यूरिक एसिड', 'mg/dL', '3.5 - 7.2', 2.5, 9, 1],
  ],
  thyroid: [
    ['tsh', 'TSH', 'टीएसएच', 'uIU/mL', '0.27 - 4.20', 0.3, 9, 2],
    ['free-t4', 'Free T4', 'फ्री टी4', 'ng/dL', '0.93 - 1.70', 0.7, 2, 2],
  ],
  sugar: [
    ['hba1c', 'Glycated Haemoglobin (HbA1c)', 'एचबीए1सी', '%', '4.0 - 5.6', 4.8, 10.5, 1],
    ['fasting-glucose', 'Glucose Fasting', 'फास्टिंग शुगर', 'mg/dL', '70 - 100', 75, 210, 0],
  ],
  vitamins: [
    ['vitamin-d-25oh', 'Vitamin D, 25-Hydroxy', 'विटामिन डी', 'ng/mL', '30 - 100', 6, 60, 1],
    ['vitamin-b12', 'Vitamin B12', 'विटामिन बी12', 'pg/mL', '211 - 911', 120, 900, 0],
  ],
};

const LABS = [
  'City Diagnostics Laboratory',
  'Sunrise Pathology Lab',
  'Ganga Hospital Laboratory',
  'Apex Diagnostic Centre',
  'Shree Path Labs',
];
const PANEL_SETS = [
  ['cbc', 'sugar'],
  ['lipid', 'kft'],
  ['lft', 'thyroid'],
  ['sugar', 'vitamins', 'thyroid'],
  ['cbc', 'lipid'],
  ['kft', 'lft', 'vitamins'],
  ['thyroid', 'sugar', 'lipid'],
  ['cbc', 'vitamins'],
  ['lipid', 'lft'],
  ['sugar', 'kft', 'thyroid'],
];

/** A small deterministic generator (mulberry32), so the corpus is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` reports (default 30): the six layouts in turn, ten panel sets, values drawn within each test's band. */
export function labReportCorpus(count = 30): TruthReport[] {
  return Array.from({ length: count }, (_unused, index) => {
    const next = random(index + 1);
    const rows = (PANEL_SETS[index % PANEL_SETS.length] ?? []).flatMap((panel) =>
      (PANELS[panel] ?? []).map(([code, printed, hindi, unit, range, low, high, decimals]) => ({
        panel,
        code,
        printed,
        hindi,
        unit,
        range,
        value: (low + next() * (high - low)).toFixed(decimals),
      })),
    );
    const day = 1 + Math.floor(next() * 27);
    const month = 1 + Math.floor(next() * 12);
    return {
      id: `report-${String(index + 1).padStart(2, '0')}`,
      layout: LAYOUTS[index % LAYOUTS.length] as Layout,
      lab: LABS[index % LABS.length] as string,
      date: `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      rows,
    };
  });
}

/** The report as a one-page text PDF in its layout (lab-report-layouts.ts). */
export async function labReportPdf(report: TruthReport): Promise<Buffer> {
  const doc = newPdf('Laboratory report', new Date('2025-01-01T00:00:00Z'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  drawLabReport(doc, report);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** Page 1 of a PDF as a PNG at `dpi` (PDF.js with its Node canvas). */
export async function pdfPagePng(pdf: Buffer, dpi: number): Promise<Buffer> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: dpi / 72 });
  const factory = doc.canvasFactory as {
    create(w: number, h: number): { canvas: { toBuffer(type: 'image/png'): Buffer }; context: unknown };
  };
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvasContext: context, viewport, canvas }).promise;
  const png = canvas.toBuffer('image/png');
  await doc.destroy();
  // The canvas is transparent where nothing was drawn: flatten on white paper.
  return sharp(png).flatten({ background: '#ffffff' }).png().toBuffer();
}

/**
 * A scanned PDF: `pageImage` (a page rendered at 300 dpi) as the whole of an A4 page, with no text layer, as
 * a flatbed scanner or a phone's "scan to PDF" makes it.
 */
export async function scannedPdf(pageImage: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.image(pageImage, 0, 0, { width: doc.page.width, height: doc.page.height });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** A phone-like photo of a 300-dpi page: 150 dpi, turned 3°, blurred, lit unevenly, JPEG quality 70. */
export async function phonePhoto(page300: Buffer): Promise<Buffer> {
  const meta = await sharp(page300).metadata();
  const width = Math.round((meta.width ?? 2480) / 2);
  const height = Math.round((meta.height ?? 3508) / 2);
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const lit = await sharp(page300)
    .resize(width, height)
    .composite([{ input: light, blend: 'over' }])
    .png()
    .toBuffer();
  return sharp(lit).rotate(3, { background: '#e8e4dc' }).blur(0.7).jpeg({ quality: 70 }).toBuffer();
}
