/** Reading lab reports and prescriptions from PDFs and photos (docs/decisions/050-reading-documents.md): routes, the job and the file hand-over on Save. */
export { documentReadingRoutes } from './document-reading.routes.js';
export { documentReadingJob } from './document-reading.job.js';
export { readFileReferences, takeReadFile } from './document-reading.service.js';
export { createOcrPool } from './ocr-engine.js';
