import { describe, expect, it } from 'vitest';
import { describeShareScope, formatShareInstant, sharedByMessage } from './format.js';

describe('share formatters', () => {
  it('shows instants in India time', () => {
    expect(formatShareInstant('2026-03-05T04:30:00.000Z')).toMatch(/^5 Mar 2026, 10:00\s?am$/i);
    expect(sharedByMessage('Asha', '2026-03-05T18:30:00.000Z')).toMatch(
      /^Shared by Asha until 6 Mar 2026, 12:00\s?am$/i,
    );
  });

  it('says what a scope holds', () => {
    expect(describeShareScope({ type: 'all' })).toBe('Everything');
    expect(
      describeShareScope({
        type: 'items',
        medical_record_ids: ['a', 'b'],
        lab_report_ids: ['c'],
        file_ids: [],
      }),
    ).toBe('2 records, 1 lab report');
    expect(
      describeShareScope({ type: 'items', medical_record_ids: [], lab_report_ids: [], file_ids: ['f'] }),
    ).toBe('1 file');
  });
});
