/**
 * The zod schemas of the lab trend contract. Its messages, limits and plain helpers are in `trends.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';
import { LAB_FLAGS } from './flags.js';

/**
 * The tests a patient has results for, each with its latest value: the
 * index of the trend pages (docs/product.md#screens-added-since-the-first-version). `key` names the
 * trend: the catalogue code ('hba1c') or 'custom:' and the typed name.
 */
const labTestSummarySchema = z.object({
  key: z.string(),
  test_code: z.string().nullable(),
  test_name: z.string(),
  unit: z.string(),
  result_count: z.number().int().positive(),
  latest_value: z.string(),
  latest_flag: z.enum(LAB_FLAGS).nullable(),
  latest_date: z.string(),
});

/** GET /api/lab-trends: every test with results, by name. */
export const labTestSummaryListSchema = z.object({ items: z.array(labTestSummarySchema) });
export type LabTestSummaryList = z.infer<typeof labTestSummaryListSchema>;

/** `:key` of GET /api/lab-trends/:key: a catalogue code or 'custom:<name>' (URL-encoded), at most 220 characters. */
export const labTrendParamsSchema = z.object({ key: z.string().min(1).max(220) });
