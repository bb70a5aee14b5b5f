import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorToastFor } from '@/lib/error-policy';
import { errorToastText } from '@/lib/error-toast-text';
import { initI18n } from '@/lib/i18n/i18n';
import { addFilesErrors } from './add-record-files';
import { createRecordErrors } from './create-medical-record';

/** A refusal with the envelope's key (`request.refused` unless given) and its English. */
const api = (status: number, code: string, message: string, key = 'request.refused') =>
  new ApiError(status, code, message, key);

beforeAll(() => initI18n());

describe('a refused new record (docs/product.md#medical-history-messages, Upload)', () => {
  it.each([
    [api(401, 'UNAUTHORIZED', 'Sign in'), { title: 'You must be logged in to add medical history.' }],
    [
      api(400, 'TOO_MANY_FILES', 'Too many files: You can only upload up to 5 files.', 'upload.tooMany'),
      { title: 'Too many files', description: 'You can only upload up to 5 files.' },
    ],
    [
      api(415, 'UNSUPPORTED_FILE_TYPE', 'fake.pdf: not a PDF, JPG, JPEG, PNG, DOC or DOCX file'),
      { title: 'Upload failed', description: 'fake.pdf: not a PDF, JPG, JPEG, PNG, DOC or DOCX file' },
    ],
    [
      api(413, 'FILE_TOO_LARGE', 'Each file must be 10 MB or smaller.'),
      { title: 'Upload failed', description: 'Each file must be 10 MB or smaller.' },
    ],
    [
      api(
        400,
        'VALIDATION_ERROR',
        'Validation Error: Please fill in all required fields.',
        'medicalHistory.requiredFields',
      ),
      { title: 'Validation Error', description: 'Please fill in all required fields.' },
    ],
    [
      api(400, 'VALIDATION_ERROR', 'Please enter a valid date (yyyy-MM-dd).'),
      { title: 'Validation Error', description: 'Please enter a valid date (yyyy-MM-dd).' },
    ],
    [
      api(500, 'INTERNAL', 'Something went wrong. Please try again.'),
      { title: 'Error', description: 'Failed to add medical history. Please try again.' },
    ],
  ])('%o → %o', (error, expected) => {
    expect(errorToastText(errorToastFor(error, createRecordErrors))).toEqual(expected);
  });
});

describe('a refused upload to a record (docs/product.md#upload-messages)', () => {
  it.each([
    [
      api(400, 'TOO_MANY_FILES', 'This record already has 5 files.'),
      { title: 'Too many files', description: 'You can only upload up to 5 files.' },
    ],
    [
      api(415, 'UNSUPPORTED_FILE_TYPE', 'fake.pdf: not a PDF, JPG, JPEG, PNG, DOC or DOCX file'),
      { title: 'Upload failed', description: 'fake.pdf: not a PDF, JPG, JPEG, PNG, DOC or DOCX file' },
    ],
    [api(401, 'UNAUTHORIZED', 'Sign in'), { title: 'Upload failed' }],
    [
      api(404, 'NOT_FOUND', 'Medical record not found.'),
      { title: 'Upload failed', description: 'Failed to upload files. Please try again.' },
    ],
  ])('%o → %o', (error, expected) => {
    expect(errorToastText(errorToastFor(error, addFilesErrors))).toEqual(expected);
  });
});
