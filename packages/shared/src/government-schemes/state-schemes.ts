import type { StateName } from '../places/states.js';
import { CENTRAL_SCHEMES, type SchemeCode } from './rules.js';

/**
 * The health scheme each of India's 28 states and 8 union territories runs for its residents
 * (docs/decisions/056-government-schemes.md), keyed by the repository's list of states and UTs
 * (`places/indian-states.ts`): the official name, the short name people use, the official site, whether
 * the state runs Ayushman Bharat PM-JAY only (no scheme of its own), and whether the entry is still to be
 * checked on that site.
 *
 * Compiled on {@link STATE_SCHEMES_COMPILED} from the schemes' official sites and the National Health
 * Authority's list of implementing states as last read, then checked the same day against dated press
 * reports and public copies (docs/decisions/056-government-schemes.md#state-and-ut-table-checked lists
 * the rows confirmed and not): no official site could be opened. Entries marked `toBeChecked` are ones
 * where a recent change (a renaming, a new scheme, a merger with PM-JAY) is known or suspected and was not
 * confirmed; every entry must be re-checked on its official site before a release, and this date changed.
 */
export const STATE_SCHEMES_COMPILED = '2026-11-27';

/** One state's or UT's scheme as the catalogue and the guide show it. */
export interface StateScheme {
  /** The scheme's official name (English), or PM-JAY's when the state runs PM-JAY only. */
  name: string;
  /** The short name people use at a hospital's desk. */
  short: string;
  /** The official site (https). */
  site: string;
  /** True when the state or UT runs Ayushman Bharat PM-JAY only, with no scheme of its own. */
  pmJayOnly: boolean;
  /** True when the entry is not settled: check it on the official site. */
  toBeChecked: boolean;
}

const PM_JAY_SITE = 'https://pmjay.gov.in';

/** A state or UT that runs PM-JAY only, as far as was known when compiled. */
const pmJayOnly = (toBeChecked: boolean): StateScheme => ({
  name: 'Ayushman Bharat Pradhan Mantri Jan Arogya Yojana (PM-JAY)',
  short: 'PM-JAY',
  site: PM_JAY_SITE,
  pmJayOnly: true,
  toBeChecked,
});

const scheme = (name: string, short: string, site: string, toBeChecked = false): StateScheme => ({
  name,
  short,
  site,
  pmJayOnly: false,
  toBeChecked,
});

/** Every state and UT of the repository's list, exactly once (the type refuses a missing or unknown name). */
export const STATE_SCHEMES = {
  // --- 28 states ---
  'Andhra Pradesh': scheme(
    'Dr NTR Vaidya Seva (formerly Dr YSR Aarogyasri)',
    'NTR Vaidya Seva',
    'https://drntrvaidyaseva.ap.gov.in',
  ),
  'Arunachal Pradesh': scheme(
    'Chief Minister Arogya Arunachal Yojana (CMAAY), with PM-JAY',
    'CMAAY',
    'https://cmaay.com',
    true,
  ),
  Assam: scheme(
    'Ayushman Asom – Mukhya Mantri Jan Arogya Yojana (with Atal Amrit Abhiyan)',
    'AA-MMJAY',
    'https://health.assam.gov.in',
    true,
  ),
  Bihar: scheme(
    'Ayushman Bharat PM-JAY with the Bihar Mukhyamantri Jan Arogya Yojana (ration card holders)',
    'Ayushman card (Bihar MJAY)',
    PM_JAY_SITE,
  ),
  Chhattisgarh: scheme(
    'Ayushman Bharat PM-JAY – Shaheed Veer Narayan Singh Ayushman Swasthya Yojana',
    'SVNSASY',
    'https://dkbssy.cg.nic.in',
    true,
  ),
  Goa: scheme('Deen Dayal Swasthya Seva Yojana (DDSSY)', 'DDSSY', 'https://ddssy.goa.gov.in', true),
  Gujarat: scheme('PMJAY–Mukhyamantri Amrutum (PMJAY-MA)', 'PMJAY-MA', 'https://pmjay.gujarat.gov.in', true),
  Haryana: scheme(
    'Ayushman Bharat – Chirayu Haryana (PM-JAY extended by family income)',
    'Chirayu',
    'https://haryanahealth.gov.in',
  ),
  'Himachal Pradesh': scheme(
    'Mukhya Mantri Himachal Health Care Scheme (HIMCARE)',
    'HIMCARE',
    'https://hpsbys.in',
  ),
  Jharkhand: scheme(
    'Ayushman Bharat – Mukhyamantri Jan Arogya Yojana (AB-MJAY)',
    'AB-MJAY',
    'https://abmjay.jharkhand.gov.in',
    true,
  ),
  Karnataka: scheme(
    'Ayushman Bharat – Pradhan Mantri Jan Arogya – Mukhya Mantrigala Arogya Karnataka (formerly AB-ArK)',
    'AB-ArK',
    'https://arogya.karnataka.gov.in',
    true,
  ),
  Kerala: scheme(
    'Ayushman Bharat – Karunya Arogya Suraksha Padhathi (AB-KASP)',
    'KASP',
    'https://sha.kerala.gov.in',
  ),
  'Madhya Pradesh': pmJayOnly(true),
  Maharashtra: scheme(
    'Mahatma Jyotirao Phule Jan Arogya Yojana (MJPJAY), with PM-JAY',
    'MJPJAY',
    'https://www.jeevandayee.gov.in',
  ),
  Manipur: scheme('Chief Minister-gi Hakshelgi Tengbang (CMHT)', 'CMHT', 'https://manipur.gov.in', true),
  Meghalaya: scheme('Megha Health Insurance Scheme (MHIS)', 'MHIS', 'https://mhis.org.in'),
  Mizoram: scheme('Mizoram State Health Care Scheme (MSHCS)', 'MSHCS', 'https://health.mizoram.gov.in', true),
  Nagaland: scheme(
    'Chief Minister’s Health Insurance Scheme (CMHIS)',
    'CMHIS',
    'https://nagahealth.nagaland.gov.in',
    true,
  ),
  Odisha: scheme(
    'Ayushman Bharat – Gopabandhu Jan Arogya Yojana (GJAY, with PM-JAY since April 2025; formerly Biju Swasthya Kalyan Yojana)',
    'GJAY',
    'https://health.odisha.gov.in',
  ),
  Punjab: scheme(
    'Mukh Mantri Sehat Yojana (every family, from January 2026), beside Ayushman Bharat – Mukh Mantri Sehat Bima Yojana',
    'MMSY',
    'https://sha.punjab.gov.in',
    true,
  ),
  Rajasthan: scheme(
    'Mukhyamantri Ayushman Arogya Yojana (MAA; formerly Chiranjeevi)',
    'MAA',
    'https://chiranjeevi.rajasthan.gov.in',
  ),
  Sikkim: pmJayOnly(true),
  'Tamil Nadu': scheme(
    'Chief Minister’s Comprehensive Health Insurance Scheme (CMCHIS)',
    'CMCHIS',
    'https://www.cmchistn.com',
  ),
  Telangana: scheme('Rajiv Aarogyasri', 'Aarogyasri', 'https://aarogyasri.telangana.gov.in'),
  Tripura: scheme('Mukhyamantri Jan Arogya Yojana (MJAY)', 'MJAY', 'https://health.tripura.gov.in', true),
  'Uttar Pradesh': scheme(
    'Mukhyamantri Jan Arogya Abhiyan (MMJAA), with PM-JAY',
    'MMJAA',
    'https://sachisuttarpradesh.in',
    true,
  ),
  Uttarakhand: scheme('Atal Ayushman Uttarakhand Yojana (AAUY)', 'AAUY', 'https://sha.uk.gov.in'),
  'West Bengal': scheme('Swasthya Sathi', 'Swasthya Sathi', 'https://swasthyasathi.gov.in'),
  // --- 8 union territories ---
  'Andaman and Nicobar Islands': pmJayOnly(true),
  Chandigarh: pmJayOnly(true),
  'Dadra and Nagar Haveli and Daman and Diu': pmJayOnly(true),
  Delhi: scheme(
    'Ayushman Bharat PM-JAY with the Delhi government’s ₹5 lakh top-up (since April 2025)',
    'PM-JAY (Delhi)',
    'https://health.delhi.gov.in',
  ),
  'Jammu and Kashmir': scheme('AB-PMJAY SEHAT', 'SEHAT', 'https://sha.jk.gov.in'),
  Ladakh: scheme('AB-PMJAY SEHAT (Ladakh)', 'SEHAT', 'https://ladakh.gov.in', true),
  Lakshadweep: pmJayOnly(true),
  Puducherry: pmJayOnly(true),
} as const satisfies Record<StateName, StateScheme>;

/** The scheme of a state or UT of the list, or null for a name not on it. */
export function stateSchemeOf(state: string): StateScheme | null {
  return (STATE_SCHEMES as Record<string, StateScheme>)[state] ?? null;
}

/**
 * A card's scheme as one short line: the central scheme's short name, or the short name of its state's
 * scheme ('MJPJAY'); 'State scheme' when the state is not on the list.
 */
export function schemeShortName(card: { scheme: SchemeCode; state: string | null }): string {
  if (card.scheme !== 'state') return CENTRAL_SCHEMES[card.scheme].short;
  return (card.state && stateSchemeOf(card.state)?.short) || 'State scheme';
}
