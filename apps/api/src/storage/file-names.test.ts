import { describe, expect, it } from 'vitest';
import { displayFileName, MAX_FILE_NAME_LENGTH } from './file-names.js';

describe('displayFileName', () => {
  it('keeps an ordinary name as the patient gave it', () => {
    expect(displayFileName('rx-scan.png', 'file')).toBe('rx-scan.png');
    expect(displayFileName('रिपोर्ट मार्च.pdf', 'file')).toBe('रिपोर्ट मार्च.pdf');
  });

  it('drops folders, control characters and characters file systems refuse', () => {
    expect(displayFileName('C:\\Users\\asha\\scan.pdf', 'file')).toBe('scan.pdf');
    expect(displayFileName('../../etc/passwd', 'file')).toBe('passwd');
    expect(displayFileName('a\u0000b\u0007c<>:"|?*.pdf', 'file')).toBe('abc.pdf');
    expect(displayFileName('  two   spaces .pdf ', 'file')).toBe('two spaces.pdf');
  });

  it('falls back when nothing usable is left', () => {
    expect(displayFileName(undefined, 'file.pdf')).toBe('file.pdf');
    expect(displayFileName('..', 'file.pdf')).toBe('file.pdf');
    expect(displayFileName('<>', 'file.pdf')).toBe('file.pdf');
  });

  it('bounds the length and keeps the extension', () => {
    const name = displayFileName(`${'a'.repeat(300)}.docx`, 'file');
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('.docx')).toBe(true);
  });
});
