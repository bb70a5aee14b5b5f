import { z } from '../zod.js';
import { activePolicySchema } from '../insurance-policies/schemas.js';
import { doseDaySchema } from '../medicines/schemas.js';
import { READING_KINDS } from '../readings/catalogue.js';
import { vaccineDueSchema } from '../vaccinations/schemas.js';

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

/**
 * GET /api/dashboard's whole answer: the counts, the "My Insurance Policy" card's active policy
 * (docs/decisions/053-insurance-policies.md), and for the "Today" card today's doses
 * (docs/decisions/054-medicines.md), the kinds of reading due today, in catalogue order
 * (docs/decisions/052-readings.md#readings-due), and the vaccines due or overdue today, or due within a
 * week (docs/decisions/055-vaccinations.md), in the dashboard's one request.
 */
export const dashboardSchema = dashboardCountsSchema.extend({
  active_policy: activePolicySchema,
  today_doses: doseDaySchema,
  readings_due: z.array(z.object({ kind: z.enum(READING_KINDS) })),
  vaccines_due: z.array(vaccineDueSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
