import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * Noto Sans Devanagari (SIL Open Font License), the whole Google Fonts file: Latin, Devanagari and ₹ in
 * one font, so a line mixing English and Hindi needs no font switching. pdfkit embeds only the glyphs
 * used, shaped by fontkit (conjuncts, reph and pre-base matras).
 */
const FONTS = {
  regular:
    require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
} as const;

export type Pdf = PDFKit.PDFDocument;

/**
 * pdfkit (with fontkit, about 30 MB of memory) loads on the first health summary, not at start-up
 * (`npm run bench:load`, RSS).
 */
function pdfkit(): typeof PDFKitDocument {
  return require('pdfkit') as typeof PDFKitDocument;
}

/** The colours of the summary: the app's primary green for headings, grey for secondary text and rules. */
const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#047857';
const RULE = '#d1d5db';

/** An A4 document with both font weights registered, titled for the PDF reader. */
export function newPdf(title: string, createdAt: Date): Pdf {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: title, Author: 'Sehat', Creator: 'Sehat', CreationDate: createdAt },
    lang: 'en-IN',
    displayTitle: true,
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('regular').fontSize(10).fillColor(INK);
  return doc;
}

/** The full width between the margins, in points. */
function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** A section heading with a rule under it; starts a new page when fewer than ~4 lines are left. */
export function heading(doc: Pdf, text: string): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.moveDown(0.8);
  const x = doc.page.margins.left;
  doc.font('bold').fontSize(13).fillColor(ACCENT).text(text, x);
  const y = doc.y + 2;
  doc
    .moveTo(x, y)
    .lineTo(x + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.4).font('regular').fontSize(10).fillColor(INK);
}

/** `Label: value` lines, the label bold; an empty value reads as `fallback` ('Not recorded'). */
export function facts(
  doc: Pdf,
  rows: ReadonlyArray<readonly [string, string | null | undefined]>,
  fallback: string,
): void {
  const x = doc.page.margins.left;
  for (const [label, value] of rows) {
    doc
      .font('bold')
      .fillColor(INK)
      .text(`${label}: `, x, undefined, { continued: true })
      .font('regular')
      .text(value?.trim() || fallback);
  }
}

/** A grey line of text (an empty section's note, a footnote). */
export function note(doc: Pdf, text: string): void {
  doc.font('regular').fillColor(MUTED).text(text, doc.page.margins.left).fillColor(INK);
}

/** A table cell: text, and how many rows it spans (a lab test's name over its dates). */
export type Cell = string | { text: string; rowSpan: number };

/**
 * A table with a bold header row over the full width; `widths` are the columns' shares (`'*'` for the
 * rest). Long text wraps inside its cell; rows continue on the next page.
 */
export function table(
  doc: Pdf,
  header: readonly string[],
  rows: readonly Cell[][],
  widths: Array<number | '*'>,
) {
  const x = doc.page.margins.left;
  doc.moveDown(0.3);
  doc.table({
    position: { x },
    maxWidth: contentWidth(doc),
    columnStyles: widths.map((width) => ({ width })),
    defaultStyle: {
      padding: 3,
      border: 0.5,
      borderColor: RULE,
      font: { size: 9 },
    } as PDFKit.Mixins.CellStyle,
    data: [
      header.map((text) => ({
        text,
        type: 'TH' as const,
        font: { src: 'bold', size: 9 },
        backgroundColor: '#f3f4f6',
      })),
      ...rows.map((row) => row.map((cell) => (typeof cell === 'string' ? { text: cell } : cell))),
    ],
  });
  doc.font('regular').fontSize(10).fillColor(INK);
  doc.x = x;
}
