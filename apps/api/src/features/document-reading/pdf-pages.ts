import type { ReadLine } from '@sehat/shared';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * PDFs by their text layer, with PDF.js's legacy build for Node (docs/decisions/050-reading-documents.md).
 * Text items are put back into lines by their baseline and ordered left to right; a page with almost no
 * text is a scan, rendered to a PNG (with PDF.js's own canvas, `@napi-rs/canvas`) for OCR.
 */

let pdfjs: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | undefined;

/**
 * PDF.js, imported on the first PDF read rather than at start: the module and its source map held about
 * 40 MB of the server's memory that most processes never use (README.md#more-commands, bench:load).
 */
function loadPdfjs(): Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

/** Most pages a PDF may have to be read (docs/decisions/050-reading-documents.md). */
export const MAX_PDF_PAGES = 20;
/** A page with fewer letters and digits than this in its text layer is treated as a scan. */
const SCANNED_BELOW_CHARS = 20;
/** Scans are rendered at this resolution, at most RENDER_MAX_SIDE px on the long side. */
const RENDER_DPI = 200;
const RENDER_MAX_SIDE = 2_500;

/** The PDF is protected by a password. */
export class EncryptedPdfError extends Error {
  constructor() {
    super('pdf is encrypted');
    this.name = 'EncryptedPdfError';
  }
}

/** The PDF cannot be parsed. */
export class UnreadablePdfError extends Error {
  constructor() {
    super('pdf could not be parsed');
    this.name = 'UnreadablePdfError';
  }
}

/** The PDF has more than MAX_PDF_PAGES pages. */
export class TooManyPagesError extends Error {
  constructor() {
    super('pdf has too many pages');
    this.name = 'TooManyPagesError';
  }
}

/** One page's content: its text lines, or, for a scan, the page as a PNG to recognise. */
type PdfPage = { kind: 'text'; lines: ReadLine[] } | { kind: 'scan'; image: Buffer };

/** An opened PDF: its page count, each page on demand, and `close`. */
export interface OpenedPdf {
  pageCount: number;
  page(number: number): Promise<PdfPage>;
  close(): Promise<void>;
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** Text items grouped into lines by baseline (within half a line's height), top to bottom, left to right. */
export function linesOfItems(items: readonly TextItem[]): ReadLine[] {
  const rows: { y: number; height: number; items: TextItem[] }[] = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const y = item.transform[5] ?? 0;
    const height = Math.max(item.height, 1);
    const row = rows.find((candidate) => Math.abs(candidate.y - y) <= Math.max(candidate.height, height) / 2);
    if (row) row.items.push(item);
    else rows.push({ y, height, items: [item] });
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row) => ({
      text: row.items
        .sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0))
        .map((item) => item.str.trim())
        .join('  '),
      confidence: 100,
    }));
}

async function renderPage(doc: PDFDocumentProxy, number: number): Promise<Buffer> {
  const page = await doc.getPage(number);
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(RENDER_DPI / 72, RENDER_MAX_SIDE / Math.max(natural.width, natural.height));
  const viewport = page.getViewport({ scale });
  const factory = doc.canvasFactory as {
    create(
      width: number,
      height: number,
    ): {
      canvas: { toBuffer(type: 'image/png'): Buffer };
      context: unknown;
    };
  };
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvasContext: context, viewport, canvas }).promise;
  page.cleanup();
  return canvas.toBuffer('image/png');
}

/**
 * Opens a PDF. Throws EncryptedPdfError (a user password is needed), UnreadablePdfError (not a PDF we can
 * parse) or TooManyPagesError (more than MAX_PDF_PAGES).
 */
export async function openPdf(bytes: Buffer): Promise<OpenedPdf> {
  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    if ((error as { name?: unknown } | null)?.name === 'PasswordException') throw new EncryptedPdfError();
    throw new UnreadablePdfError();
  }
  if (doc.numPages > MAX_PDF_PAGES) {
    await doc.destroy();
    throw new TooManyPagesError();
  }
  return {
    pageCount: doc.numPages,
    async page(number) {
      let lines: ReadLine[];
      try {
        const page = await doc.getPage(number);
        const content = await page.getTextContent();
        lines = linesOfItems(content.items.flatMap((item) => ('str' in item ? [item] : [])));
        page.cleanup();
      } catch {
        throw new UnreadablePdfError();
      }
      const chars = lines.reduce((sum, line) => sum + line.text.replace(/[^\p{L}\p{N}]/gu, '').length, 0);
      if (chars >= SCANNED_BELOW_CHARS) return { kind: 'text', lines };
      try {
        return { kind: 'scan', image: await renderPage(doc, number) };
      } catch {
        throw new UnreadablePdfError();
      }
    },
    async close() {
      await doc.destroy();
    },
  };
}
