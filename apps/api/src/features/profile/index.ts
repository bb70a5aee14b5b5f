/** The patient's profile (docs/product.md#edit-profile, header strip): the plugins and what other features may call. */
export { editProfileRoutes } from './edit-profile.routes.js';
export { pictureFileReferences } from './edit-profile.service.js';
export { profileRoutes } from './profile.routes.js';
export { createPatientProfile, createProfileForAccount } from './profile.service.js';
export { splitFullName } from './full-name.js';
export { getHeaderProfile } from './profile.service.js';
