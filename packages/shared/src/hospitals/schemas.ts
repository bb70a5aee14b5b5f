import { z } from '../zod.js';
import { clinicSchema } from '../clinics/clinic.js';
import { builtInHospitalSchema } from '../places/hospital-schemas.js';

/**
 * GET /api/hospitals/:id (docs/product.md#hospital-detail): a built-in hospital with
 * its detail fields, or one of the patient's own clinics.
 */
export const hospitalDetailSchema = z.discriminatedUnion('source', [
  builtInHospitalSchema.extend({ source: z.literal('built-in') }),
  clinicSchema.extend({ source: z.literal('clinic') }),
]);
export type HospitalDetail = z.infer<typeof hospitalDetailSchema>;

/** `:id` of GET /api/hospitals/:id — 'HOS001' or a clinic_id; bounded so junk is a 400 or 404. */
export const hospitalIdParamsSchema = z.object({ id: z.string().trim().min(1).max(40) });
