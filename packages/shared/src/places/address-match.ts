import { INDIAN_STATES } from './indian-states.js';
import type { StateName } from './states.js';

/**
 * The `address` object of a Nominatim reverse answer (only the keys we read,
 * docs/product.md#reverse-geocoding). Any other keys are ignored.
 */
export interface NominatimAddress {
  state?: string;
  state_district?: string;
  region?: string;
  city?: string;
  town?: string;
  village?: string;
  suburb?: string;
  municipality?: string;
  county?: string;
}

/** Address keys read for the state and for the city, in order of preference (docs/product.md#data-calls). */
const STATE_ADDRESS_KEYS = ['state', 'state_district', 'region'] as const;
const CITY_ADDRESS_KEYS = ['city', 'town', 'village', 'suburb', 'municipality', 'county'] as const;

/** Lower case, no diacritics, '&' → 'and', punctuation as spaces: 'Pondichéry' → 'pondichery'. */
export function normalizePlaceName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Former or alternate state names → ours (normalized keys). */
const STATE_ALIASES: Record<string, StateName> = {
  'national capital territory of delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'nct delhi': 'Delhi',
  'new delhi': 'Delhi',
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'jammu kashmir': 'Jammu and Kashmir',
};

/** Former or alternate city names → ours (normalized keys); the result must still be a city of the state. */
const CITY_ALIASES: Record<string, string> = {
  bangalore: 'Bengaluru',
  gurgaon: 'Gurugram',
  bombay: 'Mumbai',
  madras: 'Chennai',
  calcutta: 'Kolkata',
  mysore: 'Mysuru',
  mangalore: 'Mangaluru',
  hubli: 'Hubballi',
  belgaum: 'Belagavi',
  gulbarga: 'Kalaburagi',
  bellary: 'Ballari',
  bijapur: 'Vijayapura',
  shimoga: 'Shivamogga',
  tumkur: 'Tumakuru',
  hospet: 'Hosapete',
  trivandrum: 'Thiruvananthapuram',
  cochin: 'Kochi',
  ernakulam: 'Kochi',
  calicut: 'Kozhikode',
  trichur: 'Thrissur',
  quilon: 'Kollam',
  alleppey: 'Alappuzha',
  palghat: 'Palakkad',
  cannanore: 'Kannur',
  allahabad: 'Prayagraj',
  benares: 'Varanasi',
  banaras: 'Varanasi',
  faizabad: 'Ayodhya',
  aurangabad: 'Chhatrapati Sambhajinagar',
  trichy: 'Tiruchirappalli',
  tiruchi: 'Tiruchirappalli',
  tuticorin: 'Thoothukudi',
  ooty: 'Udhagamandalam',
  rajamahendravaram: 'Rajahmundry',
  vizag: 'Visakhapatnam',
  brahmapur: 'Berhampur',
  baleshwar: 'Balasore',
  burdwan: 'Bardhaman',
  berhampore: 'Baharampur',
  'english bazar': 'Malda',
  'sahibzada ajit singh nagar': 'Mohali',
  'sas nagar': 'Mohali',
  'sri muktsar sahib': 'Muktsar',
  ganganagar: 'Sri Ganganagar',
  pondicherry: 'Puducherry',
  punch: 'Poonch',
  'kalyan dombivli': 'Kalyan',
  'sri vijaya puram': 'Port Blair',
  sohra: 'Cherrapunji',
  along: 'Aalo',
  daltonganj: 'Medininagar',
  bokaro: 'Bokaro Steel City',
  vasco: 'Vasco da Gama',
  madgaon: 'Margao',
  panjim: 'Panaji',
  dharamsala: 'Dharamshala',
  baroda: 'Vadodara',
  poona: 'Pune',
  'gautam buddha nagar': 'Noida',
};

/** Trailing words Nominatim adds to a city or district name ('Pune City', 'Leh Tehsil'). */
const CITY_SUFFIXES =
  /\s+(city|district|tehsil|taluk|taluka|urban|rural|municipal corporation|corporation|municipality|cantonment board)$/;

/** Our state for a free-text state name (case-, diacritic- and alias-insensitive), or null. */
export function matchState(raw: string | null | undefined): StateName | null {
  if (!raw) return null;
  const key = normalizePlaceName(raw);
  const direct = INDIAN_STATES.find((s) => normalizePlaceName(s.name) === key);
  return direct?.name ?? STATE_ALIASES[key] ?? null;
}

/** Our city of `state` for a free-text city name, or null. */
export function matchCity(state: StateName, raw: string | null | undefined): string | null {
  if (!raw) return null;
  const cities = INDIAN_STATES.find((s) => s.name === state)?.cities ?? [];
  const byKey = new Map(cities.map((c) => [normalizePlaceName(c), c] as const));
  const key = normalizePlaceName(raw);
  for (const candidate of [key, key.replace(CITY_SUFFIXES, '')]) {
    const found = byKey.get(candidate) ?? byKey.get(normalizePlaceName(CITY_ALIASES[candidate] ?? ''));
    if (found) return found;
  }
  return null;
}

/**
 * The result of matching a Nominatim address to our lists (docs/product.md#data-calls, docs/product.md#location-messages): `address_state`/`address_city` are the first non-empty names the
 * address carries (null when it has none), `state`/`city` our matches.
 */
export interface AddressMatch {
  state: StateName | null;
  city: string | null;
  address_state: string | null;
  address_city: string | null;
}

/**
 * Matches an address: the state from state, state_district, region (the first
 * that matches ours, else the first present); the city from city, town,
 * village, suburb, municipality, county, matched within that state.
 */
export function matchAddress(address: NominatimAddress | null | undefined): AddressMatch {
  const pick = (keys: readonly (keyof NominatimAddress)[]) =>
    keys.map((k) => address?.[k]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const stateNames = pick(STATE_ADDRESS_KEYS);
  const cityNames = pick(CITY_ADDRESS_KEYS);
  let state: StateName | null = null;
  for (const name of stateNames) {
    state = matchState(name);
    if (state) break;
  }
  let city: string | null = null;
  if (state) {
    for (const name of cityNames) {
      city = matchCity(state, name);
      if (city) break;
    }
  }
  return { state, city, address_state: stateNames[0] ?? null, address_city: cityNames[0] ?? null };
}
