import { describe, expect, it } from 'vitest';
import { formatInr } from '../format.js';
import {
  claimStatusTone,
  formatClaimStatus,
  formatClaimType,
  receiptFileName,
  receiptProblem,
} from './format.js';

describe('claim display helpers', () => {
  it('capitalises claim types and statuses', () => {
    expect(formatClaimType('hospitalization')).toBe('Hospitalization');
    expect(formatClaimStatus('pending')).toBe('Pending');
  });

  it('maps statuses to badge tones; unknown ones are grey (docs/product.md#states-and-transitions)', () => {
    expect(claimStatusTone('approved')).toBe('approved');
    expect(claimStatusTone('pending')).toBe('pending');
    expect(claimStatusTone('rejected')).toBe('rejected');
    expect(claimStatusTone('under-review')).toBe('other');
  });

  it('formats amounts in ₹ with Indian grouping', () => {
    expect(formatInr(125000.5)).toBe('₹1,25,000.50');
    expect(formatInr(9_999_999_999.99)).toBe('₹9,99,99,99,999.99');
  });

  it('names a downloaded receipt after the claim with the real extension', () => {
    expect(receiptFileName('CLM-20260305-0042', 'PNG')).toBe('receipt-CLM-20260305-0042.png');
    expect(receiptFileName('CLM-20260305-0042', '.pdf')).toBe('receipt-CLM-20260305-0042.pdf');
  });

  it('checks a receipt: under 10 MB, pdf/jpg/jpeg/png (docs/product.md#validation-rules)', () => {
    expect(receiptProblem({ name: 'bill.PDF', size: 1000 })).toBeNull();
    expect(receiptProblem({ name: 'bill.jpeg', size: 10 * 1024 * 1024 - 1 })).toBeNull();
    expect(receiptProblem({ name: 'bill.jpeg', size: 10 * 1024 * 1024 })).toBe('claims.fileTooLarge');
    expect(receiptProblem({ name: 'bill.png', size: 12 * 1024 * 1024 })).toBe('claims.fileTooLarge');
    expect(receiptProblem({ name: 'bill.gif', size: 10 })).toBe('claims.invalidReceiptType');
    expect(receiptProblem({ name: 'pdf', size: 10 })).toBe('claims.invalidReceiptType');
  });
});
