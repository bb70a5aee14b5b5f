import { describe, expect, it } from 'vitest';
import { cleanText } from './text.js';

describe('cleanText (spec §5 "Text cleaning")', () => {
  it('removes < > \' " and trims', () => {
    expect(cleanText('  "<asha@example.in>"  ')).toBe('asha@example.in');
    expect(cleanText("O'Brien")).toBe('OBrien');
    expect(cleanText('<script>alert("x")</script>')).toBe('scriptalert(x)/script');
  });

  it('keeps every other character, including inner spaces', () => {
    expect(cleanText('Asha  Rao & Co. #1')).toBe('Asha  Rao & Co. #1');
  });

  it('returns an empty string for input made only of removed characters and spaces', () => {
    expect(cleanText(' <>\'" ')).toBe('');
    expect(cleanText('')).toBe('');
  });
});
