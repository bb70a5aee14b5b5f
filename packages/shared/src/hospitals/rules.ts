/**
 * The hospital list contract's limits, messages and plain helpers, without zod: `schemas.ts` builds its
 * schemas on them, and a screen that needs only these does not load zod at first paint
 * (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import type { Clinic } from '../clinics/clinic.js';
import type { BuiltInHospital } from '../places/hospital-schemas.js';

/** Where a listed hospital comes from: the four built-ins or the patient's own clinics (docs/product.md#screens-and-routes). */
type HospitalSource = 'built-in' | 'clinic';

/** Distance text of a user clinic when the patient's position is unknown (docs/product.md#screens-and-routes). */
export const USER_ADDED_DISTANCE = 'User Added';

/**
 * One card of Hospitals near me (docs/product.md#screens-and-routes): a built-in hospital or a user
 * clinic in one shape. `id` is 'HOS001'… or the clinic's clinic_id; `distance`
 * the stored distance text (null for clinics). Built on the server and in the
 * browser from already-parsed data, so a type, not a schema.
 */
export type HospitalListItem = Pick<
  Clinic,
  'name' | 'phone' | 'email' | 'address' | 'state' | 'city' | 'specialties' | 'rating' | 'coordinates'
> & { source: HospitalSource; id: string; distance: string | null };

/** A built-in hospital as a list item. */
export function builtInListItem(h: BuiltInHospital): HospitalListItem {
  return {
    source: 'built-in',
    id: h.id,
    name: h.name,
    phone: h.phone,
    email: h.email,
    address: h.address,
    state: h.state,
    city: h.city,
    specialties: [...h.specialties],
    rating: h.rating,
    coordinates: h.coordinates,
    distance: h.distance,
  };
}

/** A user clinic as a list item (its clinic_id is the hospital ID, docs/product.md#data-kept). */
export function clinicListItem(c: Clinic): HospitalListItem {
  return {
    source: 'clinic',
    id: c.clinic_id,
    name: c.name,
    phone: c.phone,
    email: c.email,
    address: c.address,
    state: c.state,
    city: c.city,
    specialties: [...c.specialties],
    rating: c.rating,
    coordinates: c.coordinates,
    distance: null,
  };
}

/** Hospital detail texts (docs/product.md#screens-and-routes). */
export const HOSPITAL_TEXT = {
  notFound: 'Hospital Not Found',
  notFoundHint: "The hospital you're looking for doesn't exist or you don't have access to it.",
  backToList: 'Back to Hospitals',
  home: 'Home',
  openInMaps: 'Open in Maps',
  bookAppointment: 'Book Appointment',
  clearAllFilters: 'Clear All Filters',
  useMyLocation: 'Use My Location',
  locating: 'Locating...',
  contactForDescription: 'Contact clinic for more information about services and facilities.',
  contactForFacilities: 'Contact clinic for facility details',
  contactForDoctors: 'Contact clinic for doctor information',
  contactForTimings: 'Contact clinic for timings',
  contactForBeds: 'Contact clinic for bed availability',
  contactForEstablished: 'Contact clinic for details',
  contactForAccreditation: 'Contact clinic for accreditation details',
  noResults: 'No hospitals found',
  noResultsHint: 'Try changing your search or filters.',
  /** The distance shown for the patient's own clinic (docs/product.md#data-kept: `USER_ADDED_DISTANCE`). */
  userAdded: 'User Added',
  /** The rating shown for a clinic without one (`ratingLabel`). */
  notRated: 'Not rated',
} as const;
