/**
 * The zod schemas of the coordinates contract. Its messages, limits and plain helpers are in `geo.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';
import { COORDINATES_MESSAGE, parseCoordinates } from './geo.js';

/** 'lat,lng' text as stored in clinics.coordinates: trimmed, no spaces, validated (docs/product.md#data-kept). */
export const coordinatesTextSchema = z
  .string()
  .trim()
  .max(64, COORDINATES_MESSAGE)
  .refine((v) => parseCoordinates(v) !== null, COORDINATES_MESSAGE)
  .transform((v) => v.replace(/\s+/g, ''));
