import { CENTRAL_SCHEMES, CENTRAL_SCHEMES_COMPILED, VAY_VANDANA_MIN_AGE, type SchemeCode } from './rules.js';
import { STATE_SCHEMES_COMPILED, stateSchemeOf } from './state-schemes.js';

/**
 * "Which schemes may apply?" (docs/decisions/056-government-schemes.md; docs/product.md#insurance-policy):
 * a few answers in, the schemes that MAY apply out, each with its official site and the date its rule was
 * compiled. Guidance only, never a decision on eligibility: the scheme's own portal decides.
 */

/** The guide's questions. `age` whole years or null (not answered); `state` a name of the list or null. */
export interface GuideAnswers {
  age: number | null;
  state: string | null;
  /** A central government employee or pensioner (or their dependant). */
  centralGovt: boolean;
  /** An ex-serviceman (or their dependant). */
  exServiceman: boolean;
  /** Holds a ration card of the public distribution system (priority household or Antyodaya), or unsure. */
  rationCard: 'yes' | 'no' | 'unsure';
}

/** Why a scheme is listed: a key of the guide's `reasons` (web: `government-schemes.json`). */
export type GuideReason =
  'pmJayIncome' | 'vayVandanaAge' | 'cghs' | 'echs' | 'stateScheme' | 'statePmJayOnly';

/** One scheme that may apply. */
export interface GuideResult {
  scheme: SchemeCode;
  /** The state or UT of a `state` result, else null. */
  state: string | null;
  name: string;
  site: string;
  /** `yyyy-MM-dd` the rule was compiled. */
  checked: string;
  /** True when the entry itself is still to be checked on the official site. */
  toBeChecked: boolean;
  reason: GuideReason;
}

const central = (scheme: Exclude<SchemeCode, 'state'>, reason: GuideReason): GuideResult => ({
  scheme,
  state: null,
  name: CENTRAL_SCHEMES[scheme].name,
  site: CENTRAL_SCHEMES[scheme].site,
  checked: CENTRAL_SCHEMES_COMPILED,
  toBeChecked: CENTRAL_SCHEMES[scheme].toBeChecked,
  reason,
});

/**
 * The schemes that may apply to these answers, central ones first:
 * - PM-JAY when the person holds a ration card or is unsure (PM-JAY's lists start from SECC 2011's
 *   deprived households, which ration cards largely overlap; the beneficiary portal decides);
 * - Ayushman Vay Vandana at 70 or more, whatever the income;
 * - CGHS for a central government employee or pensioner; ECHS for an ex-serviceman;
 * - the scheme of the state or UT answered (every one of the 36 has an entry; a state that runs PM-JAY only
 *   says so: its residents' card is the PM-JAY card).
 * Pure: no clock, no network.
 */
export function schemesThatMayApply(answers: GuideAnswers): GuideResult[] {
  const out: GuideResult[] = [];
  if (answers.rationCard !== 'no') out.push(central('pm_jay', 'pmJayIncome'));
  if (answers.age !== null && answers.age >= VAY_VANDANA_MIN_AGE)
    out.push(central('vay_vandana', 'vayVandanaAge'));
  if (answers.centralGovt) out.push(central('cghs', 'cghs'));
  if (answers.exServiceman) out.push(central('echs', 'echs'));
  const state = answers.state ? stateSchemeOf(answers.state) : null;
  if (answers.state && state)
    out.push({
      scheme: 'state',
      state: answers.state,
      name: state.name,
      site: state.site,
      checked: STATE_SCHEMES_COMPILED,
      toBeChecked: state.toBeChecked,
      reason: state.pmJayOnly ? 'statePmJayOnly' : 'stateScheme',
    });
  return out;
}
