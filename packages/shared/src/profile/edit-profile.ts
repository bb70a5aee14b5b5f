/** Edit-profile strings, verbatim from docs/product.md#edit-profile and docs/product.md#profile-messages. */
export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load profile data.',
  uploadFailed: 'Failed to upload profile picture.',
  updateFailed: 'Failed to update profile.',
  passwordFailed: 'Failed to update password.',
  passwordsDontMatch: "New passwords don't match.",
  passwordTooShort: 'Password must be at least 6 characters long.',
  pictureUpdated: 'Profile picture updated successfully.',
  profileUpdated: 'Profile updated successfully.',
  passwordUpdated: 'Password updated successfully.',
  notFound: 'Profile not found.',
  emailHint: 'Email changes require account verification',
  pictureHint: 'JPG, PNG or GIF. Max size 5MB.',
  pictureRecommended: 'Recommended: 400x400px',
  invalidMobile: 'Please enter a valid mobile number.',
  displayNameTooLong: 'Display name must be at most 120 characters.',
  nothingToUpdate: 'Nothing to update.',
  invalidTimeZone: 'Please choose a time zone from the list.',
  notAnImage: 'Please choose an image file (JPG, PNG, GIF or WebP).',
  mfaNotEditable:
    'Two-factor sign-in is turned on and off in Security Settings, with your password and a code.',
} as const;

export const DISPLAY_NAME_MAX_LENGTH = 120;

/**
 * The file picker's `accept` for a profile picture: the raster images the
 * server stores (apps/api/src/storage/file-types.ts, bucket `profiles`), so
 * SVG, HEIC or TIFF are not offered only to be refused with a 415.
 */
export const PROFILE_PICTURE_ACCEPT =
  'image/jpeg,image/png,image/gif,image/webp,image/avif,image/bmp,.jpg,.jpeg,.png,.gif,.webp,.avif,.bmp';

/** Mobile numbers: digits with an optional leading +, spaces or hyphens between; 7–20 characters. */
export const MOBILE_NUMBER_PATTERN = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

export const emptyToNull = (value: string) => (value === '' ? null : value);

/** 'Update Password' is enabled only when current, new and confirm are all filled (docs/product.md#validation-rules). */
export function canSubmitPasswordChange(form: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): boolean {
  return form.currentPassword !== '' && form.newPassword !== '' && form.confirmPassword !== '';
}
