/**
 * Business constants and limits of docs/product.md#limits-and-constants, kept once for api and web.
 */

/** The patient's time zone when none is known (docs/architecture.md#d4-time-in-the-patients-zone). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export const PASSWORD_MIN_LENGTH = 8;
export const PROFILE_PASSWORD_MIN_LENGTH = 6;

/** Windows of docs/product.md#data-calls / docs/product.md#limits-and-constants. */
export const NOTIFICATION_LOOKAHEAD_DAYS = 7;
export const NOTIFICATION_VISIT_LIMIT = 5;
export const NOTIFICATION_FOLLOW_UP_LIMIT = 5;
export const NOTIFICATION_RECORD_LIMIT = 3;
/** Share links first opened in the last 7 days that the bell shows (docs/decisions/023-share-links.md). */
export const NOTIFICATION_SHARE_LIMIT = 3;
export const NOTIFICATION_RECENT_RECORD_DAYS = 7;
export const UPCOMING_WINDOW_MONTHS = 1;
export const LAB_RESULTS_WINDOW_MONTHS = 3;

/** Files (docs/product.md#validation-rules, docs/product.md#limits-and-constants). Sizes in bytes, lifetimes in seconds. */
export const MAX_PRESCRIPTION_FILES = 5;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const SIGNED_URL_TTL_SECONDS = 3600;

export const VISIT_TYPES = [
  'consultation',
  'follow-up',
  'emergency',
  'routine-checkup',
  'diagnostic',
  'procedure',
  'surgery',
  'therapy',
] as const;

export const VISIT_STATUSES = ['scheduled', 'confirmed'] as const;

export const CLAIM_TYPES = [
  'hospitalization',
  'surgery',
  'consultation',
  'diagnostic',
  'pharmacy',
  'emergency',
  'other',
] as const;

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** Sidebar (docs/product.md#limits-and-constants). */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const MOBILE_BREAKPOINT_PX = 768;

/**
 * Page size when `?page_size=` is absent, and the largest one accepted (docs/architecture.md#d6-rest-api-with-one-error-envelope).
 * Here, not in `pagination.ts`, so a screen that names a page size does not load that module's zod schemas
 * (docs/decisions/048-signed-in-screens-without-zod.md).
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
