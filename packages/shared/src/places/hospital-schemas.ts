/**
 * The zod schemas of the built-in hospital contract. Its messages, limits and plain helpers are in `hospitals.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';

/** IDs of the built-in sample hospitals: 'HOS' + three digits (docs/product.md#data-kept, docs/product.md#limits-and-constants). */
export const BUILT_IN_HOSPITAL_ID_PATTERN = /^HOS\d{3}$/;

/** A doctor on a built-in hospital's detail page. */
const hospitalDoctorSchema = z.object({
  name: z.string().min(1),
  specialization: z.string().min(1),
});

/**
 * A built-in sample hospital: every field of docs/product.md#data-kept "Built-in sample
 * hospitals" (list fields and detail fields). `coordinates` is 'lat,lng' in
 * decimal degrees; `distance` is the stored distance text shown when the
 * patient's position is unknown; `beds` a count; `established` a year.
 */
export const builtInHospitalSchema = z.object({
  id: z.string().regex(BUILT_IN_HOSPITAL_ID_PATTERN),
  name: z.string().min(1),
  phone: z.string().min(1),
  email: z.email(),
  address: z.string().min(1),
  state: z.string().min(1),
  city: z.string().min(1),
  specialties: z.array(z.string().min(1)).min(1),
  rating: z.number().min(0).max(5),
  distance: z.string().min(1),
  coordinates: z.string().regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/),
  maps_link: z.url().nullable(),
  description: z.string().min(1),
  facilities: z.array(z.string().min(1)).min(1),
  doctors: z.array(hospitalDoctorSchema).min(1),
  timings: z.string().min(1),
  beds: z.number().int().positive(),
  established: z.number().int().min(1800),
  accreditation: z.string().min(1),
});
export type BuiltInHospital = z.infer<typeof builtInHospitalSchema>;
