import { z } from '../zod.js';
import { pageSchema } from '../pagination.js';

// The API's answers about clinics, apart from the input schemas (schemas.ts), which check states and
// cities against the list of Indian places: a screen that only reads clinics (a medical record's hospital
// list) does not download that list.

/** A saved clinic as the API returns it (docs/product.md#clinics). `created_at` is an ISO instant. */
export const clinicSchema = z.object({
  id: z.string(),
  clinic_id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  state: z.string(),
  city: z.string(),
  specialties: z.array(z.string()),
  rating: z.number(),
  coordinates: z.string().nullable(),
  maps_link: z.string().nullable(),
  created_at: z.string(),
});
export type Clinic = z.infer<typeof clinicSchema>;

/** GET /api/clinics answer: the patient's clinics, newest first. */
export const clinicPageSchema = pageSchema(clinicSchema);

export type ClinicPage = z.infer<typeof clinicPageSchema>;
