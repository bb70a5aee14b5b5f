import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/env.js';
import { sniffFileType, UnsupportedFileTypeError } from './file-types.js';

const fixture = (name: string) => readFile(path.join(REPO_ROOT, 'e2e/fixtures/files', name));
const OLE_WORD = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('sniffFileType: types by content, not by name (spec §5, §9)', () => {
  it('accepts pdf, jpg, png, doc and docx prescriptions with the extension of their content', async () => {
    expect(await sniffFileType(await fixture('prescription.pdf'), 'prescriptions')).toEqual({
      ext: 'pdf',
      mime: 'application/pdf',
    });
    expect((await sniffFileType(await fixture('prescription.jpg'), 'prescriptions')).ext).toBe('jpg');
    expect((await sniffFileType(await fixture('prescription.png'), 'prescriptions')).ext).toBe('png');
    expect((await sniffFileType(await fixture('prescription.docx'), 'prescriptions')).ext).toBe('docx');
    expect(await sniffFileType(OLE_WORD, 'prescriptions')).toEqual({
      ext: 'doc',
      mime: 'application/msword',
    });
  });

  it('refuses an executable named .pdf, HTML named .png, text and empty files', async () => {
    for (const bytes of [
      await fixture('program.pdf'),
      await fixture('page-renamed.png'),
      Buffer.from('hello'),
      Buffer.alloc(0),
    ]) {
      await expect(sniffFileType(bytes, 'prescriptions')).rejects.toBeInstanceOf(UnsupportedFileTypeError);
    }
  });

  it("keeps to each area's list: no Word receipts, no SVG or PDF profile pictures", async () => {
    await expect(sniffFileType(await fixture('prescription.docx'), 'claim-receipts')).rejects.toThrow(
      'Only PDF, JPG, JPEG and PNG files are allowed.',
    );
    await expect(sniffFileType(SVG, 'profiles')).rejects.toBeInstanceOf(UnsupportedFileTypeError);
    await expect(sniffFileType(await fixture('prescription.pdf'), 'profiles')).rejects.toBeInstanceOf(
      UnsupportedFileTypeError,
    );
    expect((await sniffFileType(await fixture('prescription.png'), 'profiles')).mime).toBe('image/png');
  });
});
