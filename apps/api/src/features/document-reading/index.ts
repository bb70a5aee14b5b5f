/** Reading lab reports from PDFs and photos (docs/decisions/050-reading-documents.md): routes, the job and the file hand-over on Save. */
export { documentReadingRoutes } from './document-reading.routes.js';
export { documentReadingJob, DOCUMENT_READING_JOB } from './document-reading.job.js';
export { readFileReferences, takeReadFile } from './document-reading.service.js';
export { createOcrPool, type OcrPool } from './ocr-engine.js';
