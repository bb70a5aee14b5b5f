/** Every table of docs/product.md#data-kept, one file per area. */
export * from './auth.js';
export * from './clinics.js';
export * from './insurance-claims.js';
export * from './lab-results.js';
export * from './medical-records.js';
export * from './notification-reads.js';
export * from './profiles.js';
export * from './rate-limits.js';
export * from './visits.js';
export * from './stored-files.js';
export * from './emergency-contacts.js';
export * from './account-erasures.js';
export * from './activity-log.js';
export * from './shares.js';
export * from './reminder-deliveries.js';
export * from './mail-outbox.js';
export * from './document-reads.js';
