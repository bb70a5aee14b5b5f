/**
 * The lab reports contract's limits, messages and plain helpers, without zod: `schemas.ts` builds its
 * schemas on them, and a screen that needs only these does not load zod at first paint
 * (docs/decisions/048-signed-in-screens-without-zod.md).
 */

/** Most result rows one report may hold (docs/product.md#screens-added-since-the-first-version: 200 rows are refused). */
export const LAB_RESULTS_MAX = 100;
/** Longest accepted text, in characters. */
export const LAB_NAME_MAX = 200;
export const LAB_TEST_NAME_MAX = 200;
export const LAB_UNIT_MAX = 30;
export const LAB_VALUE_MAX = 100;
export const LAB_RANGE_MAX = 50;
