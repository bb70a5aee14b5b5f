/**
 * File storage (docs/architecture.md#d3-files). Features import from here only:
 * the driver contract, server-made keys, content sniffing, upload reading,
 * signed links and the orphan sweep.
 */
export * from './create-storage.js';
export * from './driver.js';
export * from './file-types.js';
export * from './files.routes.js';
export * from './keys.js';
export * from './signed-url.js';
export * from './sweep.js';
export * from './uploads.js';
export * from './upload-pipeline.js';
export * from './stored-files.repository.js';
export * from './file-names.js';
