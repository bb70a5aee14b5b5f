/**
 * The zod schemas of the locate-me and reverse geocoding contract. Its messages, limits and plain helpers are in `location.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';
import { phi } from '../phi.js';

/** A decimal-degree query parameter: a plain number (no '', 'NaN', '1e2') within ±`max`. */
const degrees = (max: number, label: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, `${label} must be a number`)
    .transform(Number)
    .refine((v) => Math.abs(v) <= max, `${label} must be between -${max} and ${max}`);

/** GET /api/geocode/reverse?lat=&lon= (decimal degrees). */
export const reverseGeocodeQuerySchema = z.object({
  lat: phi(degrees(90, 'Latitude')),
  lon: phi(degrees(180, 'Longitude')),
});

/**
 * GET /api/geocode/reverse answer: `state`/`city` matched to our lists (null
 * when not ours); `address_state`/`address_city` what the address carried
 * (null when absent) so the UI can tell "missing" from "not in our database".
 */
export const reverseGeocodeResultSchema = z.object({
  state: z.string().nullable(),
  city: z.string().nullable(),
  address_state: z.string().nullable(),
  address_city: z.string().nullable(),
});
export type ReverseGeocodeResult = z.infer<typeof reverseGeocodeResultSchema>;
