import { parseReferenceRange } from '@sehat/shared';
import type { Pdf } from '../features/export/pdf-document.js';

/**
 * How the generated lab reports are drawn on the page, one function per layout, modelled on common Indian
 * reports (docs/decisions/050-reading-documents.md): the three first layouts (a single column, two columns,
 * a bilingual header with Hindi test names), a hospital lab's boxed table with the unit after the range, a
 * chain lab's "Result / Flag / Unit / Bio. Ref. Interval" table with a method line under each test, and a
 * compact two-column bilingual report with Devanagari panel headings.
 */

export const LAYOUTS = [
  'single-column',
  'two-column',
  'bilingual',
  'hospital-boxed',
  'chain-flag-column',
  'compact-bilingual',
] as const;
export type Layout = (typeof LAYOUTS)[number];

/** One printed result and what the reader must find: the catalogue code and the value as printed. */
interface TruthRow {
  /** The panel it is printed under (a key of PANELS). */
  panel: string;
  code: string;
  printed: string;
  /** Hindi name printed before the English one (bilingual layout). */
  hindi: string;
  value: string;
  unit: string;
  range: string;
}

export interface TruthReport {
  id: string;
  layout: Layout;
  lab: string;
  /** yyyy-MM-dd */
  date: string;
  rows: TruthRow[];
}

/** A panel's heading as labs print it, in English and Hindi. */
const PANEL_HEADINGS: Record<string, [english: string, hindi: string]> = {
  cbc: ['Complete Blood Count (CBC)', 'रक्त परीक्षण'],
  lipid: ['Lipid Profile', 'लिपिड प्रोफाइल'],
  lft: ['Liver Function Test (LFT)', 'यकृत जाँच'],
  kft: ['Kidney Function Test (KFT)', 'गुर्दा जाँच'],
  thyroid: ['Thyroid Profile', 'थायरॉइड जाँच'],
  sugar: ['Diabetes Screening', 'शुगर जाँच'],
  vitamins: ['Vitamins', 'विटामिन'],
};

/** The method line a chain lab prints under each test of a panel. */
const METHODS: Record<string, string> = {
  cbc: 'Method: Electrical impedance',
  lipid: 'Method: Enzymatic photometry',
  lft: 'Method: Spectrophotometry',
  kft: 'Method: Kinetic photometry',
  thyroid: 'Method: ECLIA',
  sugar: 'Method: HPLC / Hexokinase',
  vitamins: 'Method: CLIA',
};

const HINDI_LABS: Record<string, string> = {
  'City Diagnostics Laboratory': 'सिटी डायग्नोस्टिक्स लैबोरेटरी',
  'Sunrise Pathology Lab': 'सनराइज़ पैथोलॉजी लैब',
  'Ganga Hospital Laboratory': 'गंगा अस्पताल प्रयोगशाला',
  'Apex Diagnostic Centre': 'एपेक्स डायग्नोस्टिक सेंटर',
  'Shree Path Labs': 'श्री पैथ लैब्स',
};

const LEFT = 48;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dmy = (iso: string) => iso.split('-').reverse().join('/');
/** '2025-10-07' as '07-Oct-2025', the way many hospital systems print a date. */
const dMonY = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${day}-${MONTH_NAMES[Number(month) - 1]}-${year}`;
};

/** The rows of a report grouped by panel, in the order printed. */
function panelsOf(report: TruthReport): [panel: string, rows: TruthRow[]][] {
  const groups = new Map<string, TruthRow[]>();
  for (const row of report.rows) groups.set(row.panel, [...(groups.get(row.panel) ?? []), row]);
  return [...groups];
}

/** Lab name (in Hindi too for a bilingual report), patient line and date line; returns the y below them. */
function header(doc: Pdf, report: TruthReport, hindi: boolean, date: string): number {
  doc.font('bold').fontSize(16);
  if (hindi) doc.text(HINDI_LABS[report.lab] ?? report.lab, LEFT, 48, { lineBreak: false });
  doc.text(report.lab, LEFT, hindi ? 72 : 48, { lineBreak: false });
  doc.font('regular').fontSize(10);
  doc.text('Patient: Asha Verma    Age/Sex: 45 Y / F    Ref. by: Dr. R. Mehta', LEFT, 100, {
    lineBreak: false,
  });
  doc.text(`${hindi ? 'रिपोर्ट दिनांक / ' : ''}${date}    Sample: Serum / EDTA blood`, LEFT, 116, {
    lineBreak: false,
  });
  return 150;
}

/** Texts at x offsets (points from `x`) on one baseline. */
function cells(doc: Pdf, texts: [string, number][], x: number, y: number): void {
  for (const [text, offset] of texts) doc.text(text, x + offset, y, { lineBreak: false });
}

/** 'H' above the printed range, 'L' below it, '' inside it (the chain lab's Flag column). */
function printedFlag(row: TruthRow): string {
  const range = parseReferenceRange(row.range);
  const value = Number(row.value);
  if (range?.high !== undefined && value > range.high) return 'H';
  if (range?.low !== undefined && value < range.low) return 'L';
  return '';
}

/** Single column, two columns, or the bilingual header with Hindi names: Test, Result, Unit, Range. */
function drawSimple(doc: Pdf, report: TruthReport): void {
  const bilingual = report.layout === 'bilingual';
  let y = header(doc, report, bilingual, `Report Date: ${dmy(report.date)}`);
  const columns = (scale: number): [number, number, number, number] => [
    0,
    190 * scale,
    250 * scale,
    320 * scale,
  ];
  const headings = (x: number, scale: number) => {
    const [name, value, unit, range] = columns(scale);
    doc.font('bold').fontSize(9);
    cells(
      doc,
      [
        ['Test', name],
        ['Result', value],
        ['Unit', unit],
        ['Range', range],
      ],
      x,
      y,
    );
    doc.font('regular');
  };
  const row = (item: TruthRow, x: number, at: number, scale: number) => {
    const [name, value, unit, range] = columns(scale);
    doc.fontSize(scale < 1 ? 7.5 : 9.5);
    const printed = bilingual ? `${item.hindi} ${item.printed}` : item.printed;
    cells(
      doc,
      [
        [printed, name],
        [item.value, value],
        [item.unit, unit],
        [item.range, range],
      ],
      x,
      at,
    );
  };
  if (report.layout === 'two-column') {
    const half = Math.ceil(report.rows.length / 2);
    headings(LEFT, 0.62);
    headings(LEFT + 255, 0.62);
    report.rows.forEach((item, index) => {
      const column = index < half ? 0 : 1;
      row(item, LEFT + column * 255, y + 20 + (index % half) * 18, 0.62);
    });
    return;
  }
  headings(LEFT, 1.35);
  for (const item of report.rows) {
    y += 20;
    row(item, LEFT, y, 1.35);
  }
}

/** A hospital lab: a ruled box per panel, Investigation / Result / Reference Range / Unit (unit last). */
function drawHospitalBoxed(doc: Pdf, report: TruthReport): void {
  let y = header(doc, report, false, `Reported On: ${dMonY(report.date)}`);
  const width = 500;
  const offsets = { name: 8, value: 215, range: 300, unit: 420 };
  doc.lineWidth(0.8).strokeColor('#333333');
  for (const [panel, rows] of panelsOf(report)) {
    doc.font('bold').fontSize(10);
    doc.text((PANEL_HEADINGS[panel]?.[0] ?? panel).toUpperCase(), LEFT, y, {
      lineBreak: false,
    });
    y += 16;
    const top = y;
    doc.fontSize(9);
    cells(doc, [['Investigation', offsets.name], ['Result', offsets.value], ['Reference Range', offsets.range], ['Unit', offsets.unit]], LEFT, y + 6); // prettier-ignore
    y += 22;
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + width, y)
      .stroke();
    doc.font('regular').fontSize(9.5);
    for (const row of rows) {
      cells(doc, [[row.printed, offsets.name], [row.value, offsets.value], [row.range, offsets.range], [row.unit, offsets.unit]], LEFT, y + 6); // prettier-ignore
      y += 22;
      doc
        .moveTo(LEFT, y)
        .lineTo(LEFT + width, y)
        .stroke();
    }
    doc.rect(LEFT, top, width, y - top).stroke();
    y += 18;
  }
}

/** A chain lab: Test Name / Result / Flag / Unit / Bio. Ref. Interval, a method line under each test. */
function drawChainFlagColumn(doc: Pdf, report: TruthReport): void {
  let y = header(doc, report, false, `Reported : ${dMonY(report.date).replace(/-/g, '/')} 14:32`);
  const offsets = { name: 0, value: 215, flag: 275, unit: 310, range: 395 };
  doc.font('bold').fontSize(9);
  cells(doc, [['Test Name', offsets.name], ['Result', offsets.value], ['Flag', offsets.flag], ['Unit', offsets.unit], ['Bio. Ref. Interval', offsets.range]], LEFT, y); // prettier-ignore
  y += 8;
  for (const [panel, rows] of panelsOf(report)) {
    y += 16;
    doc
      .font('bold')
      .fontSize(10)
      .text((PANEL_HEADINGS[panel]?.[0] ?? panel).toUpperCase(), LEFT, y, {
        lineBreak: false,
      });
    for (const row of rows) {
      y += 17;
      doc.font('regular').fontSize(9.5);
      cells(doc, [[row.printed, offsets.name], [row.value, offsets.value], [printedFlag(row), offsets.flag], [row.unit, offsets.unit], [row.range, offsets.range]], LEFT, y); // prettier-ignore
      y += 11;
      doc
        .fontSize(7)
        .fillColor('#555555')
        .text(METHODS[panel] ?? '', LEFT, y, { lineBreak: false });
      doc.fillColor('#000000');
    }
  }
}

/**
 * Compact and bilingual: panels side by side in two columns, each under a Devanagari heading with its
 * English name; the column headings in Hindi and English.
 */
function drawCompactBilingual(doc: Pdf, report: TruthReport): void {
  let y = header(doc, report, true, `Report Date: ${dmy(report.date)}`);
  const offsets = { name: 0, value: 118, unit: 152, range: 198 };
  const columnX = [LEFT, LEFT + 255];
  doc.font('regular').fontSize(7.5);
  for (const x of columnX)
    cells(doc, [['जाँच / Test', offsets.name], ['Result', offsets.value], ['Unit', offsets.unit], ['सीमा / Range', offsets.range]], x, y); // prettier-ignore
  const panels = panelsOf(report);
  for (let pair = 0; pair < panels.length; pair += 2) {
    y += 20;
    let bottom = y;
    for (const [column, [panel, rows]] of panels.slice(pair, pair + 2).entries()) {
      const x = columnX[column] as number;
      const [english, hindi] = PANEL_HEADINGS[panel] ?? [panel, panel];
      doc.font('bold').fontSize(9).text(`${hindi} / ${english}`, x, y, { lineBreak: false });
      doc.font('regular').fontSize(7.5);
      rows.forEach((row, index) => {
        const at = y + 16 + index * 14;
        cells(doc, [[row.printed, offsets.name], [row.value, offsets.value], [row.unit, offsets.unit], [row.range, offsets.range]], x, at); // prettier-ignore
        bottom = Math.max(bottom, at);
      });
    }
    y = bottom;
  }
}

/** Draws the report's body (header and results) on `doc` in its layout. */
export function drawLabReport(doc: Pdf, report: TruthReport): void {
  if (report.layout === 'hospital-boxed') drawHospitalBoxed(doc, report);
  else if (report.layout === 'chain-flag-column') drawChainFlagColumn(doc, report);
  else if (report.layout === 'compact-bilingual') drawCompactBilingual(doc, report);
  else drawSimple(doc, report);
  doc.font('regular').fontSize(8).text('*** End of report ***', LEFT, 760, { lineBreak: false });
}
