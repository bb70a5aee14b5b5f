import { describe, expect, it } from 'vitest';
import { BLANK_CHARACTERS, cleanText, isNotBlankText } from './text.js';

describe('cleanText (docs/product.md#text-cleaning)', () => {
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

describe('BLANK_CHARACTERS', () => {
  it('are exactly the characters String.prototype.trim removes', () => {
    const trimmed: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      const char = String.fromCharCode(code);
      if (char.trim() === '') trimmed.push(char);
    }
    expect([...BLANK_CHARACTERS].sort()).toEqual(trimmed.sort());
  });

  it('make text blank whatever their mix; one other character makes it not blank', () => {
    expect(isNotBlankText(null)).toBe(false);
    expect(isNotBlankText(BLANK_CHARACTERS)).toBe(false);
    expect(isNotBlankText('  \n ')).toBe(false);
    expect(isNotBlankText(' x\n')).toBe(true);
  });
});
