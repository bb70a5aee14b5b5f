/** Page size when `?page_size=` is absent, and the largest one accepted (docs/architecture.md#d6-rest-api-with-one-error-envelope). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
