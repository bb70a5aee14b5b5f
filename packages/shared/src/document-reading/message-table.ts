/**
 * Strings of reading a lab report from a PDF or a photo (docs/decisions/050-reading-documents.md), in one
 * place so the API and the web app say the same thing.
 */
export const DOCUMENT_READING_MESSAGES = {
  readNotFound: 'This reading was not found. Choose the file again.',
  onlyPdfOrImage: '{{name}}: choose a PDF, JPG or PNG file to read.',
  tooManyPages: 'This PDF has more than {{max}} pages. Choose the pages of the lab report only.',
  imageTooLarge: 'This image is too large to read. Take a photo of the report page instead.',
  encrypted:
    'This PDF is protected with a password. Open it, save a copy without the password and try again.',
  unreadableFile: 'This file could not be opened. It may be damaged; try another copy.',
  noTextFound:
    "We couldn't find any lab results in this file. Add them by hand; the file can still be attached.",
  tooSlow: 'Reading this file took too long. Try a clearer photo or a smaller PDF.',
  failed: 'Reading this file failed. Try again, or add the results by hand.',
  readFromFile: 'Read from a file',
  reading: 'Reading your report…',
  checkThisValue: 'Check this value',
  unmappedTitle: 'Tests we could not match',
  addTest: 'Add',
  dropTest: 'Drop',
  original: 'The original',
  prescriptionNotRead: "Couldn't read this prescription — the file is attached; type the medicines.",
  readingPrescription: 'Reading your prescription…',
  checkMedicines: 'Check these medicines against the original',
} as const;
