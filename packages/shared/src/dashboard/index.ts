import { z } from '../zod.js';

/**
 * GET /api/dashboard — every count of the dashboard in one answer (docs/product.md#screens-and-routes, docs/product.md#dashboard-counts). Windows are computed in the patient's time zone.
 */
export const dashboardCountsSchema = z.object({
  medical_records: z.number().int().nonnegative(),
  upcoming_visits: z.number().int().nonnegative(),
  active_prescriptions: z.number().int().nonnegative(),
  recent_lab_results: z.number().int().nonnegative(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
