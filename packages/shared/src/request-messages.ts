// Apart from `general-messages.ts`, whose sentences the web app's entry reads: these are only read by the
// API and by the screens that show one of them.

/**
 * The API's own refusals of a request that broke no rule of a feature: a body it cannot read, a form
 * upload sent wrongly, a value the database cannot store, a dependency that is down. Templates hold
 * `{{name}}` (a file's name), `{{field}}`, `{{max}}` and `{{address}}`; a translation keeps them.
 */
export const REQUEST_MESSAGES = {
  invalidJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Unsupported content type.',
  invalidContentLength: 'Invalid Content-Length.',
  /** Zod's own sentence for a rule a shared schema gave no message of ours. */
  invalidInput: 'Invalid input',
  textTooLong: 'At most {{max}} characters',
  coordinates: 'Coordinates must be "latitude,longitude", e.g. 28.6139,77.2090',
  unknownActivityKind: 'Unknown activity kind.',
  /** Any other refusal by the web framework (a method not allowed, a header it cannot read). */
  refused: 'The request was refused.',
  notFound: 'Not found.',
  signIn: 'Please sign in.',
  accountNotFound: 'Account not found',
  otherOrigin: 'Sehat does not accept requests from this address. Open {{address}} instead.',
  nulCharacter: 'Text must not contain the NUL character (U+0000).',
  tooDeep: 'The request body is nested too deeply (at most {{max}} levels).',
  unstorableValue: 'The request contains a value that cannot be stored.',
  alreadyExists: 'This already exists.',
  serviceUnavailable: 'Sehat is temporarily unavailable. Please try again in a moment.',
  databaseUnavailable: 'The database is not available.',
  /** `{{checks}}`: the names of the failed checks ('database, storage'), not translated. */
  notReady: 'Not ready: {{checks}}.',
  metricsTokenRequired: 'A valid metrics token is required.',
  storageUnavailable: 'File storage is unavailable. Please try again in a moment.',
  notMultipart: 'Send the form as multipart/form-data.',
  tooManyFormFiles: 'The form has too many files.',
  tooManyFormFields: 'The form has too many fields.',
  badUpload: 'The upload was incomplete or malformed. Please try again.',
  wrongFileField: "Send files in the '{{field}}' field.",
  fieldsBeforeFiles: 'Send the form fields before the files.',
  fieldTooLong: 'One of the fields is too long.',
  chooseFile: 'Please choose a file.',
  chooseFiles: 'Please choose at least one file.',
  chooseImage: 'Please choose an image to upload.',
  onePicture: 'Choose one picture.',
  oneReceipt: 'Attach one receipt only.',
  storageLimit: 'Storage limit reached',
  fileLinkInvalid: 'This file link is invalid or has expired.',
  fileTooLarge: 'Each file must be {{max}} MB or smaller.',
  fileNameInvalid: 'Invalid file name.',
  onlyDocuments: 'Only PDF, JPG, JPEG, PNG, DOC and DOCX files are allowed.',
  onlyReceipts: 'Only PDF, JPG, JPEG and PNG files are allowed.',
  onlyImages: 'Only JPG, PNG, GIF, WebP, AVIF and BMP images are allowed.',
} as const;
