import { MAX_UPLOAD_BYTES } from '../constants.js';
import { RECEIPT_EXTENSIONS } from './rules.js';

/** 'hospitalization' → 'Hospitalization' (claim types of docs/product.md#limits-and-constants as shown). */
export function formatClaimType(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Badge colour of a status (docs/product.md#states-and-transitions): approved green, pending yellow, rejected red, anything else grey. */
export type ClaimStatusTone = 'approved' | 'pending' | 'rejected' | 'other';
export function claimStatusTone(status: string): ClaimStatusTone {
  return status === 'approved' || status === 'pending' || status === 'rejected' ? status : 'other';
}

/** 'pending' → 'Pending'; unknown statuses shown as written, capitalised. */
export function formatClaimStatus(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}

/** Download name of a receipt: `receipt-{claim_id}.{ext}` with the file's real extension (docs/product.md#data-calls). */
export function receiptFileName(claimId: string, extension: string): string {
  return `receipt-${claimId}.${extension.replace(/^\./, '').toLowerCase()}`;
}

/**
 * The client-side receipt check (docs/product.md#validation-rules): null when acceptable, else the
 * message to show. Size first: 'under 10MB', so exactly 10 MiB is refused
 * ('File size must be less than 10MB'); then the extension. The server
 * checks the real content again.
 */
export function receiptProblem(file: {
  name: string;
  size: number;
}): 'claims.fileTooLarge' | 'claims.invalidReceiptType' | null {
  if (file.size >= MAX_UPLOAD_BYTES) return 'claims.fileTooLarge';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(RECEIPT_EXTENSIONS as readonly string[]).includes(extension))
    return 'claims.invalidReceiptType';
  return null;
}

/** Whether the patient may still edit or delete a claim: only while pending (docs/product.md#screens-added-since-the-first-version). */
export function isClaimChangeable(status: string): boolean {
  return status === 'pending';
}
