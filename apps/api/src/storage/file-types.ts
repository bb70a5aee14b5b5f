import { fileTypeFromBuffer } from 'file-type';
import type { MessageKey } from '@sehat/shared';
import { DomainError } from '../errors/domain-errors.js';
import type { Bucket } from './driver.js';

/**
 * File types by content (docs/architecture.md#d3-files): the first bytes are
 * sniffed with `file-type`; the name and the browser's Content-Type are
 * ignored. What a bucket accepts comes from docs/product.md#validation-rules, docs/product.md#limits-and-constants.
 */
export interface SniffedType {
  /** Extension the file is stored with ('jpg' for JPEG, 'doc' for OLE Word files). */
  ext: string;
  mime: string;
}

const PDF: SniffedType = { ext: 'pdf', mime: 'application/pdf' };
const JPG: SniffedType = { ext: 'jpg', mime: 'image/jpeg' };
const PNG: SniffedType = { ext: 'png', mime: 'image/png' };

/** For each bucket: sniffed `file-type` extension → what we store and serve. */
const ALLOWED_TYPES: Record<Bucket, Record<string, SniffedType>> = {
  // docs/product.md#prescription-files: pdf, jpg, jpeg, png, doc, docx
  prescriptions: {
    pdf: PDF,
    jpg: JPG,
    png: PNG,
    // Word 97-2003 is an OLE compound file; file-type reports it as cfb (see isWordDocument).
    cfb: { ext: 'doc', mime: 'application/msword' },
    docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  },
  // Lab reports: the same types and limits as prescriptions (docs/product.md#screens-added-since-the-first-version)
  'lab-reports': {
    pdf: PDF,
    jpg: JPG,
    png: PNG,
    cfb: { ext: 'doc', mime: 'application/msword' },
    docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  },
  // docs/product.md#claim-form: PDF, JPG, JPEG, PNG
  'claim-receipts': { pdf: PDF, jpg: JPG, png: PNG },
  // docs/product.md#profile-picture: any image, here any raster image (never SVG, which can carry script)
  profiles: {
    jpg: JPG,
    png: PNG,
    gif: { ext: 'gif', mime: 'image/gif' },
    webp: { ext: 'webp', mime: 'image/webp' },
    avif: { ext: 'avif', mime: 'image/avif' },
    bmp: { ext: 'bmp', mime: 'image/bmp' },
  },
};

/** What each bucket's refusal says (safe to show). */
const ALLOWED_TYPES_MESSAGE: Record<Bucket, MessageKey> = {
  prescriptions: 'request.onlyDocuments',
  'lab-reports': 'request.onlyDocuments',
  'claim-receipts': 'request.onlyReceipts',
  profiles: 'request.onlyImages',
};

/** The content is not one the bucket accepts (kind unsupported_type). */
export class UnsupportedFileTypeError extends DomainError {
  constructor(bucket: Bucket) {
    super('unsupported_type', 'UNSUPPORTED_FILE_TYPE', ALLOWED_TYPES_MESSAGE[bucket]);
    this.name = 'UnsupportedFileTypeError';
  }
}

/** Stored extension → content type served (the extension itself came from sniffing). */
export function mimeOfStoredExt(bucket: Bucket, ext: string): string {
  for (const type of Object.values(ALLOWED_TYPES[bucket])) if (type.ext === ext) return type.mime;
  return 'application/octet-stream';
}

/** True when the stored type may be shown inline in a tab: PDF and images only. */
export function isInlineViewable(mime: string): boolean {
  return mime === 'application/pdf' || mime.startsWith('image/');
}

/** The name of a Word document's main stream, as an OLE directory entry stores it (UTF-16LE). */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/**
 * True when an OLE compound file holds a Word document. Every OLE file (MSI
 * installers, .xls, .ppt…) sniffs as cfb; only Word's has a `WordDocument`
 * stream, whose name sits in the directory entries.
 */
function isWordDocument(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM_NAME);
}

/**
 * Sniffs `bytes` (the whole file: a Word 97-2003 file's stream names may sit
 * anywhere in it) and returns the type to store, or throws
 * UnsupportedFileTypeError when the content is not in the bucket's allow-list
 * (an executable named .pdf, HTML named .png, an installer named .doc, text…).
 */
export async function sniffFileType(bytes: Uint8Array, bucket: Bucket): Promise<SniffedType> {
  const detected = await fileTypeFromBuffer(bytes);
  const allowed = detected ? ALLOWED_TYPES[bucket][detected.ext] : undefined;
  if (!allowed || (detected?.ext === 'cfb' && !isWordDocument(bytes))) {
    throw new UnsupportedFileTypeError(bucket);
  }
  return allowed;
}
