import {
  parseLabReport,
  parsePrescription,
  type DocumentReadDraft,
  type MessageKey,
  type PrescriptionDraft,
  type ReadLine,
} from '@sehat/shared';
import { ImageTooLargeError, prepareImage, UnreadableImageError } from './image-pages.js';
import { PageTimeoutError, type OcrPool } from './ocr-engine.js';
import {
  EncryptedPdfError,
  MAX_PDF_PAGES,
  openPdf,
  TooManyPagesError,
  UnreadablePdfError,
} from './pdf-pages.js';

/**
 * Reads one uploaded lab report or prescription into its form's pre-fill
 * (docs/decisions/050-reading-documents.md): a PDF page by page (its text layer, or OCR for a scanned page),
 * a JPG/PNG by OCR, then our parser of that kind.
 */

/** Why a read failed, as the patient is told it: a message key and its values. Never the file's content. */
export class ReadFailure extends Error {
  constructor(
    readonly key: MessageKey,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'ReadFailure';
  }
}

export interface ReadOptions {
  ocr: OcrPool;
  /** Longest one page (or one photo) may take, in ms. */
  pageTimeoutMs: number;
  /** Called with 0–100 as pages are read. */
  onProgress?: (percent: number) => Promise<void> | void;
}

/** Rejects with PageTimeoutError when `work` takes longer than `ms`. */
async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new PageTimeoutError()), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function linesOfPdf(bytes: Buffer, options: ReadOptions): Promise<ReadLine[]> {
  const pdf = await openPdf(bytes);
  try {
    const lines: ReadLine[] = [];
    for (let number = 1; number <= pdf.pageCount; number++) {
      const page = await withinTime(pdf.page(number), options.pageTimeoutMs);
      if (page.kind === 'text') lines.push(...page.lines);
      else
        lines.push(...(await options.ocr.recognise(await prepareImage(page.image), options.pageTimeoutMs)));
      await options.onProgress?.(Math.round((number / pdf.pageCount) * 100));
    }
    return lines;
  } finally {
    await pdf.close();
  }
}

/** The failure a reader's error means for the patient; anything unexpected is rethrown. */
function failureOf(error: unknown): ReadFailure {
  if (error instanceof ReadFailure) return error;
  if (error instanceof EncryptedPdfError) return new ReadFailure('documentReading.encrypted');
  if (error instanceof TooManyPagesError)
    return new ReadFailure('documentReading.tooManyPages', { max: MAX_PDF_PAGES });
  if (error instanceof UnreadablePdfError || error instanceof UnreadableImageError)
    return new ReadFailure('documentReading.unreadableFile');
  if (error instanceof ImageTooLargeError) return new ReadFailure('documentReading.imageTooLarge');
  if (error instanceof PageTimeoutError) return new ReadFailure('documentReading.tooSlow');
  throw error;
}

/**
 * The lines of a PDF ('application/pdf') or an image ('image/jpeg', 'image/png'). Throws ReadFailure with
 * the reason to show: encrypted, unreadable, more than MAX_PDF_PAGES pages, an image over the pixel limit,
 * or a page over its time.
 */
async function linesOf(bytes: Buffer, contentType: string, options: ReadOptions): Promise<ReadLine[]> {
  try {
    if (contentType === 'application/pdf') return await linesOfPdf(bytes, options);
    const lines = await options.ocr.recognise(await prepareImage(bytes), options.pageTimeoutMs);
    await options.onProgress?.(100);
    return lines;
  } catch (error) {
    throw failureOf(error);
  }
}

/**
 * The lab report form's draft of a file (see linesOf for the failures); also fails with
 * 'documentReading.noTextFound' when no lab result was found (a photo of a cat).
 */
export async function readLabReport(
  bytes: Buffer,
  contentType: string,
  options: ReadOptions,
): Promise<DocumentReadDraft> {
  const draft = parseLabReport(await linesOf(bytes, contentType, options));
  if (draft.results.length === 0 && draft.unmapped.length === 0)
    throw new ReadFailure('documentReading.noTextFound');
  return draft;
}

/**
 * The medical-history form's draft of a prescription file (see linesOf for the failures); fails with
 * 'documentReading.prescriptionNotRead' when no medicine line was read (handwriting, a cat): the form then
 * opens empty with the file attached, never with guessed values.
 */
export async function readPrescription(
  bytes: Buffer,
  contentType: string,
  options: ReadOptions,
): Promise<PrescriptionDraft> {
  const draft = parsePrescription(await linesOf(bytes, contentType, options));
  if (draft.medicines.length === 0) throw new ReadFailure('documentReading.prescriptionNotRead');
  return draft;
}
