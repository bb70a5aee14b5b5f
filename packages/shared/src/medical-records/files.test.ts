import { describe, expect, it } from 'vitest';
import {
  describePrescriptionFiles,
  fileNameOf,
  formatFileSize,
  pickedFilesProblem,
  prescriptionFileExt,
} from './files.js';
import { englishMessage, type ToastMessage } from '../message-catalogue.js';
import { filesUploadedMessage, MEDICAL_HISTORY_MESSAGES, UPLOAD_MESSAGES } from './messages.js';

/** A toast of the browser's check in English, as 'Title: description'. */
const englishToast = (toast: ToastMessage | null) =>
  toast &&
  [toast.title, toast.description].flatMap((part) => (part ? [englishMessage(part)] : [])).join(': ');

describe('prescription file names (docs/product.md#file-areas)', () => {
  it('takes the last segment of a storage path', () => {
    expect(fileNameOf('user1/1767225600000-abcd1234ef.pdf')).toBe('1767225600000-abcd1234ef.pdf');
    expect(fileNameOf('1767225600000-abcd1234ef.pdf')).toBe('1767225600000-abcd1234ef.pdf');
  });

  it('knows only names the server makes', () => {
    expect(prescriptionFileExt('1767225600000-abcd1234ef.docx')).toBe('docx');
    expect(prescriptionFileExt('../1767225600000-abcd1234ef.pdf')).toBe('pdf');
    expect(prescriptionFileExt('report.pdf')).toBeNull();
    expect(prescriptionFileExt('1767225600000-abcd1234ef.html')).toBeNull();
    expect(prescriptionFileExt('1767225600000-ABCD1234EF.pdf')).toBeNull();
  });

  it("names files by the patient's own name, else 'prescription-<n>.<ext>', and marks what a tab can show", () => {
    const files = describePrescriptionFiles(
      [
        'u/1767225600000-aaaaaaaaaa.pdf',
        'u/not-ours.exe',
        'u/1767225600001-bbbbbbbbbb.docx',
        'u/1767225600002-cccccccccc.jpg',
      ],
      new Map([['u/1767225600002-cccccccccc.jpg', 'rx-scan.jpg']]),
    );
    expect(files.map((f) => [f.name, f.display_name, f.viewable])).toEqual([
      ['1767225600000-aaaaaaaaaa.pdf', 'prescription-1.pdf', true],
      ['1767225600001-bbbbbbbbbb.docx', 'prescription-2.docx', false],
      ['1767225600002-cccccccccc.jpg', 'rx-scan.jpg', true],
    ]);
  });

  it('formats sizes in bytes, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(12_800)).toBe('12.5 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});

describe('upload messages (docs/product.md#messages)', () => {
  it("words a refusal the API sends as one sentence as its toast's title and description", () => {
    expect(UPLOAD_MESSAGES.tooMany).toBe(
      `${UPLOAD_MESSAGES.tooManyTitle}: ${UPLOAD_MESSAGES.tooManyDescription}`,
    );
    const { requiredFields, requiredFieldsTitle, requiredFieldsDescription } = MEDICAL_HISTORY_MESSAGES;
    expect(requiredFields).toBe(`${requiredFieldsTitle}: ${requiredFieldsDescription}`);
    expect(englishToast(filesUploadedMessage(2))).toBe('Files uploaded: Successfully uploaded 2 file(s).');
  });
});

describe('pickedFilesProblem (docs/product.md#prescription-files)', () => {
  const pdf = { name: 'Rx.PDF', size: 1000 };
  it('accepts up to five files of the allowed types', () => {
    expect(
      pickedFilesProblem(0, [pdf, { name: 'scan.jpeg', size: 1 }, { name: 'a.docx', size: 1 }]),
    ).toBeNull();
    expect(pickedFilesProblem(4, [pdf])).toBeNull();
  });

  it('counts files already uploaded against the limit of five', () => {
    expect(englishToast(pickedFilesProblem(5, [pdf]))).toBe(UPLOAD_MESSAGES.tooMany);
    expect(
      englishToast(
        pickedFilesProblem(
          0,
          Array.from({ length: 6 }, () => pdf),
        ),
      ),
    ).toBe(UPLOAD_MESSAGES.tooMany);
  });

  it('refuses other types and files over 10 MB', () => {
    expect(englishToast(pickedFilesProblem(0, [{ name: 'page.html', size: 1 }]))).toBe(
      'Upload failed: page.html: not a PDF, JPG, JPEG, PNG, DOC or DOCX file',
    );
    expect(englishToast(pickedFilesProblem(0, [{ name: 'noextension', size: 1 }]))).toBe(
      'Upload failed: noextension: not a PDF, JPG, JPEG, PNG, DOC or DOCX file',
    );
    expect(englishToast(pickedFilesProblem(0, [{ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 }]))).toBe(
      'Upload failed: big.pdf: larger than 10 MB',
    );
  });
});
