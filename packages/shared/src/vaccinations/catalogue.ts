/**
 * The vaccination catalogue (docs/decisions/055-vaccinations.md): India's Universal Immunisation Programme
 * (UIP) for children by date of birth, and the vaccines advised to adults, each dose with the age it is due,
 * the end of its window and the latest age it is given where the schedule says so, with the sources and the
 * date the figures were checked against them: docs/decisions/055-vaccinations.md#sources-checked. Guidance
 * only: the screen says "as advised" and "ask your doctor". No zod: a screen that needs only the catalogue
 * does not load it (docs/decisions/048-signed-in-screens-without-zod.md).
 */

/** An age counted from the date of birth: calendar days, weeks, months or years (date-fns arithmetic). */
export interface Age {
  days?: number;
  weeks?: number;
  months?: number;
  years?: number;
}

/** Where a schedule comes from and the date its figures were written (or last checked against it). */
export interface ScheduleSource {
  document: string;
  checked: string;
}

/**
 * The vaccines of the catalogue, by a stable code stored with each given dose (`immunizations.vaccine`). A
 * vaccine given under another name is stored as free text instead.
 */
export const VACCINES = [
  'bcg',
  'hepb_birth',
  'opv',
  'penta',
  'rota',
  'pcv',
  'fipv',
  'mr',
  'je',
  'dpt',
  'td',
  'influenza',
  'hepb',
  'hpv',
  'pneumococcal',
  'zoster',
] as const;
export type Vaccine = (typeof VACCINES)[number];

/** True when `code` is a vaccine of the catalogue. */
export function isVaccine(code: string): code is Vaccine {
  return (VACCINES as readonly string[]).includes(code);
}

/**
 * How a vaccine is coded in the FHIR export: the CDC's CVX code where one names the product family (the
 * "unspecified formulation" code where the brand is not recorded), else null (text only); `display` is the
 * code's CVX short description. Every code and display was checked on VACCINATION_CATALOGUE_CHECKED against
 * copies of the CDC's CVX table (docs/decisions/055-vaccinations.md#sources-checked). OPV is the unspecified
 * oral polio code (182), not 02, which the CDC now describes as the trivalent OPV withdrawn in 2016 (the UIP
 * gives bivalent OPV); the UIP's Pentavalent (DTwP-HepB-Hib) is the non-US pentavalent code (198).
 */
export const VACCINE_CVX: Record<Vaccine, { code: string; display: string } | null> = {
  bcg: { code: '19', display: 'BCG' },
  hepb_birth: { code: '08', display: 'Hep B, adolescent or pediatric' },
  opv: { code: '182', display: 'OPV, Unspecified' },
  penta: { code: '198', display: 'DTP-hepB-Hib Pentavalent Non-US' },
  rota: { code: '122', display: 'rotavirus, unspecified formulation' },
  pcv: { code: '152', display: 'Pneumococcal Conjugate, unspecified formulation' },
  fipv: { code: '10', display: 'IPV' },
  mr: { code: '04', display: 'M/R' },
  je: { code: '129', display: 'Japanese Encephalitis, unspecified formulation' },
  dpt: { code: '01', display: 'DTP' },
  td: { code: '139', display: 'Td(adult) unspecified formulation' },
  influenza: { code: '88', display: 'influenza, unspecified formulation' },
  hepb: { code: '45', display: 'Hep B, unspecified formulation' },
  hpv: { code: '137', display: 'HPV, unspecified formulation' },
  pneumococcal: { code: '109', display: 'pneumococcal, unspecified formulation' },
  zoster: { code: '188', display: 'zoster, unspecified formulation' },
};

/**
 * The date the child schedule (UIP_SCHEDULE) and the CVX codes (VACCINE_CVX) were checked against published
 * copies of the MoHFW National Immunization Schedule and of the CDC's CVX table
 * (docs/decisions/055-vaccinations.md#sources-checked).
 */
export const VACCINATION_CATALOGUE_CHECKED = '2026-11-27';

/**
 * The date the adult advice (ADULT_RULES) was checked against published Indian and international guidance
 * (docs/decisions/055-vaccinations.md#sources-checked).
 */
export const ADULT_ADVICE_CHECKED = '2026-11-27';

export const UIP_SOURCE: ScheduleSource = {
  document:
    'Ministry of Health and Family Welfare, Government of India: National Immunization Schedule (NIS) for infants, children and pregnant women, Universal Immunisation Programme',
  checked: VACCINATION_CATALOGUE_CHECKED,
};

export const ADULT_SOURCE: ScheduleSource = {
  document:
    'Adult vaccination as advised in India, not a programme schedule: Association of Physicians of India and Indian Society of Nephrology adult guidance (Td every 10 years; influenza yearly; hepatitis B 0-1-6 months; pneumococcal from 65 for healthy adults, listed here from 60; zoster from 50), MoHFW Td and seasonal influenza guidance (influenza for those over 65 or with a chronic condition), Indian Academy of Pediatrics (HPV: 2 doses from 9 to 14, 3 doses from 15, up to 26), CDC adult schedule (recombinant zoster 2 doses 2–6 months apart)',
  checked: ADULT_ADVICE_CHECKED,
};

/** One dose of the child schedule (UIP). */
export interface UipDose {
  vaccine: Vaccine;
  /** The dose's place in its vaccine's series, from 1 (OPV-0 is OPV dose 1; a booster continues the count). */
  dose: number;
  /** The schedule's own name of the dose ('OPV-0', 'Penta-1', 'DPT booster-1'). */
  label: string;
  /** Age the dose is due. */
  due: Age;
  /** End of the age range the schedule gives ('9–12 months' → 12 months); absent: four weeks after `due`. */
  until?: Age;
  /**
   * The age from which the programme no longer gives it, where it says so (the day before is the last day);
   * past it the dose is `missed`. "Within 24 hours" of birth is 2 days: the day of birth and the next.
   */
  latest?: Age;
  /** Given only where applicable (JE in endemic districts). */
  optional?: boolean;
}

/**
 * The UIP schedule for children, checked on VACCINATION_CATALOGUE_CHECKED against published copies of the
 * MoHFW National Immunization Schedule, the programme's instruction adding the third fIPV dose (January
 * 2023) and a published table of the schedule's upper age limits
 * (docs/decisions/055-vaccinations.md#sources-checked): at birth BCG (up to 1 year), OPV-0 (within the
 * first 15 days) and the hepatitis B birth dose (within 24 hours); at 6, 10 and 14 weeks OPV, Pentavalent
 * and Rotavirus 1/2/3 (OPV up to 5 years, Pentavalent and Rotavirus up to 1 year), PCV at 6 and 14 weeks
 * (up to 1 year), fIPV at 6 and 14 weeks (up to 1 year); at 9–12 months MR-1 (up to 5 years), JE-1
 * (endemic districts, up to 15 years), the PCV booster and the third fIPV dose (every child, with MR-1);
 * at 16–24 months MR-2 (up to 5 years), JE-2, DPT booster-1 (up to 7 years) and the OPV booster (up to 5
 * years); DPT booster-2 at 5–6 years (up to 7 years); Td at 10 and 16 years. Vitamin A is a supplement,
 * not a vaccine: left out. Not expressed here: the programme completes a started series after 1 year (a
 * later Pentavalent, Rotavirus, PCV or fIPV dose when the first was given before 1 year); past 1 year such
 * a dose shows as missed, "ask your doctor about catch-up".
 */
export const UIP_SCHEDULE: readonly UipDose[] = [
  { vaccine: 'bcg', dose: 1, label: 'BCG', due: {}, latest: { years: 1 } },
  { vaccine: 'opv', dose: 1, label: 'OPV-0', due: {}, latest: { days: 15 } },
  { vaccine: 'hepb_birth', dose: 1, label: 'Hepatitis B birth dose', due: {}, latest: { days: 2 } },
  { vaccine: 'opv', dose: 2, label: 'OPV-1', due: { weeks: 6 }, latest: { years: 5 } },
  { vaccine: 'penta', dose: 1, label: 'Pentavalent-1', due: { weeks: 6 }, latest: { years: 1 } },
  { vaccine: 'rota', dose: 1, label: 'Rotavirus-1', due: { weeks: 6 }, latest: { years: 1 } },
  { vaccine: 'pcv', dose: 1, label: 'PCV-1', due: { weeks: 6 }, latest: { years: 1 } },
  { vaccine: 'fipv', dose: 1, label: 'fIPV-1', due: { weeks: 6 }, latest: { years: 1 } },
  { vaccine: 'opv', dose: 3, label: 'OPV-2', due: { weeks: 10 }, latest: { years: 5 } },
  { vaccine: 'penta', dose: 2, label: 'Pentavalent-2', due: { weeks: 10 }, latest: { years: 1 } },
  { vaccine: 'rota', dose: 2, label: 'Rotavirus-2', due: { weeks: 10 }, latest: { years: 1 } },
  { vaccine: 'opv', dose: 4, label: 'OPV-3', due: { weeks: 14 }, latest: { years: 5 } },
  { vaccine: 'penta', dose: 3, label: 'Pentavalent-3', due: { weeks: 14 }, latest: { years: 1 } },
  { vaccine: 'rota', dose: 3, label: 'Rotavirus-3', due: { weeks: 14 }, latest: { years: 1 } },
  { vaccine: 'pcv', dose: 2, label: 'PCV-2', due: { weeks: 14 }, latest: { years: 1 } },
  { vaccine: 'fipv', dose: 2, label: 'fIPV-2', due: { weeks: 14 }, latest: { years: 1 } },
  { vaccine: 'mr', dose: 1, label: 'MR-1', due: { months: 9 }, until: { months: 12 }, latest: { years: 5 } },
  {
    vaccine: 'je',
    dose: 1,
    label: 'JE-1',
    due: { months: 9 },
    until: { months: 12 },
    latest: { years: 15 },
    optional: true,
  },
  { vaccine: 'pcv', dose: 3, label: 'PCV booster', due: { months: 9 }, until: { months: 12 } },
  { vaccine: 'fipv', dose: 3, label: 'fIPV-3', due: { months: 9 }, until: { months: 12 } },
  { vaccine: 'mr', dose: 2, label: 'MR-2', due: { months: 16 }, until: { months: 24 }, latest: { years: 5 } },
  {
    vaccine: 'je',
    dose: 2,
    label: 'JE-2',
    due: { months: 16 },
    until: { months: 24 },
    latest: { years: 15 },
    optional: true,
  },
  {
    vaccine: 'dpt',
    dose: 1,
    label: 'DPT booster-1',
    due: { months: 16 },
    until: { months: 24 },
    latest: { years: 7 },
  },
  {
    vaccine: 'opv',
    dose: 5,
    label: 'OPV booster',
    due: { months: 16 },
    until: { months: 24 },
    latest: { years: 5 },
  },
  {
    vaccine: 'dpt',
    dose: 2,
    label: 'DPT booster-2',
    due: { years: 5 },
    until: { years: 6 },
    latest: { years: 7 },
  },
  { vaccine: 'td', dose: 1, label: 'Td (10 years)', due: { years: 10 } },
  { vaccine: 'td', dose: 2, label: 'Td (16 years)', due: { years: 16 } },
];

/** The age from which the adult list applies instead of the child schedule. */
export const ADULT_AGE_YEARS = 18;

/**
 * The adult vaccines' rules ("as advised"), checked on ADULT_ADVICE_CHECKED
 * (docs/decisions/055-vaccinations.md#sources-checked):
 * - Td every 10 years after the last (API; ISN; MoHFW gives Td at 10 and 16 years and in each pregnancy,
 *   which the calculator cannot know: not expressed);
 * - influenza every year, advised from 65 and with a chronic condition (MoHFW/NCDC seasonal influenza
 *   guidance: elderly over 65 and risk groups; API: yearly for adults), so optional below 65;
 * - hepatitis B three doses at 0, 1 and 6 months (API and ISN: for adults at risk; optional until started);
 * - HPV for girls and women aged 9 to 26 (API: women up to 26; IAP: from 9, catch-up later only as a doctor
 *   advises): two doses 6 months apart when the first is given before 15, three doses at 0, 2 and 6 months
 *   from 15 (IAP; 0, 1, 6 for the bivalent vaccine) — optional until started;
 * - one pneumococcal dose from 60, as the product asks; the guidance read gives 65 (API,
 *   ISN and the Indian Chest Society's 2019 consensus: not for healthy adults under 65) and the CDC 50 since
 *   2024 — a difference put to the product, not changed here;
 * - recombinant zoster two doses 2 months apart from 50 (API from 50; CDC: the second 2–6 months after).
 */
export const ADULT_RULES = {
  tdEveryYears: 10,
  influenzaEveryYears: 1,
  influenzaAdvisedFromYears: 65,
  hepbSeriesMonths: [0, 1, 6],
  hpvFromYears: 9,
  hpvUpToYears: 26,
  /** The age at the first dose from which HPV takes three doses instead of two. */
  hpvThreeDosesFromYears: 15,
  hpvTwoDoseSeriesMonths: [0, 6],
  hpvThreeDoseSeriesMonths: [0, 2, 6],
  pneumococcalFromYears: 60,
  zosterFromYears: 50,
  zosterSeriesMonths: [0, 2],
  /** An adult vaccine due at an age shows once the patient is within this many years of it. */
  showYearsAhead: 1,
} as const;

/** Days before a dose's due date its reminder reaches the bell (and the e-mail, when opted in). */
export const VACCINATION_REMINDER_DAYS = 7;

/** A dose due at a single age is `due` for this many days, then `overdue` (the UIP's 4-week interval). */
export const DUE_WINDOW_DAYS = 28;
