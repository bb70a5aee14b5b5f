import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/env.js';
import { sniffFileType, UnsupportedFileTypeError } from './file-types.js';

const fixture = (name: string) => readFile(path.join(REPO_ROOT, 'e2e/fixtures/files', name));
const OLE_HEADER = Buffer.from('d0cf11e0a1b11ae1', 'hex');
/** An OLE compound file whose directory names the `WordDocument` stream (UTF-16LE), as a .doc does. */
const OLE_WORD = Buffer.concat([
  OLE_HEADER,
  Buffer.alloc(504),
  Buffer.from('Root Entry', 'utf16le'),
  Buffer.alloc(54),
  Buffer.from('WordDocument', 'utf16le'),
  Buffer.alloc(1024),
]);
/** An OLE compound file without it: an MSI installer, .xls or .ppt. */
const OLE_OTHER = Buffer.concat([
  OLE_HEADER,
  Buffer.alloc(504),
  Buffer.from('Root Entry', 'utf16le'),
  Buffer.alloc(54),
  Buffer.from('Workbook', 'utf16le'),
  Buffer.alloc(1024),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('sniffFileType: types by content, not by name (docs/product.md#validation-rules, docs/product.md#limits-and-constants)', () => {
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

  it('refuses an OLE compound file that is not a Word document (installer, spreadsheet)', async () => {
    await expect(sniffFileType(OLE_OTHER, 'prescriptions')).rejects.toThrow(
      'Only PDF, JPG, JPEG, PNG, DOC and DOCX files are allowed.',
    );
    // The stream name in ASCII is not enough: OLE stores names in UTF-16LE.
    const asciiName = Buffer.concat([OLE_OTHER, Buffer.from('WordDocument', 'latin1')]);
    await expect(sniffFileType(asciiName, 'prescriptions')).rejects.toBeInstanceOf(UnsupportedFileTypeError);
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
