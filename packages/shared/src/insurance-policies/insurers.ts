/**
 * Who a policy is with (docs/decisions/053-insurance-policies.md): India's health insurers and the third-party
 * administrators (TPAs) that settle their claims, as registered with the Insurance Regulatory and Development
 * Authority of India. A patient whose insurer or TPA is not listed picks `other` and types the name.
 *
 * Source: IRDAI's lists of registered insurers ("Registered Insurers": standalone health insurers and general
 * insurers that sell health cover; specialised insurers without health products left out) and of registered
 * TPAs, irdai.gov.in. Compiled on 2026-11-27 from those lists as last read; re-check them there before a
 * release (names change on mergers and re-branding).
 */
export const INSURER_LIST_SOURCE = 'IRDAI, list of registered insurers (irdai.gov.in)';
export const TPA_LIST_SOURCE = 'IRDAI, list of registered TPAs (irdai.gov.in)';
export const INSURER_LISTS_CHECKED = '2026-11-27';

/** The value standing for "Other (type the name)" in the insurer and TPA lists. */
export const OTHER_PAYER = 'other';

/** Standalone health insurers (IRDAI category "Stand-alone Health Insurers"), by code → registered name. */
const STANDALONE_HEALTH_INSURERS = {
  'aditya-birla-health': 'Aditya Birla Health Insurance Co. Ltd.',
  'care-health': 'Care Health Insurance Ltd.',
  'galaxy-health': 'Galaxy Health and Allied Insurance Co. Ltd.',
  'manipalcigna-health': 'ManipalCigna Health Insurance Co. Ltd.',
  'narayana-health': 'Narayana Health Insurance Ltd.',
  'niva-bupa-health': 'Niva Bupa Health Insurance Co. Ltd.',
  'star-health': 'Star Health and Allied Insurance Co. Ltd.',
} as const;

/** General insurers selling health cover (IRDAI category "General Insurers"), by code → registered name. */
const GENERAL_INSURERS = {
  'acko-general': 'Acko General Insurance Ltd.',
  'bajaj-general': 'Bajaj General Insurance Ltd.',
  'chola-ms-general': 'Cholamandalam MS General Insurance Co. Ltd.',
  'generali-central': 'Generali Central Insurance Co. Ltd.',
  'go-digit-general': 'Go Digit General Insurance Ltd.',
  'hdfc-ergo-general': 'HDFC ERGO General Insurance Co. Ltd.',
  'icici-lombard-general': 'ICICI Lombard General Insurance Co. Ltd.',
  'iffco-tokio-general': 'IFFCO Tokio General Insurance Co. Ltd.',
  'liberty-general': 'Liberty General Insurance Ltd.',
  'magma-general': 'Magma General Insurance Ltd.',
  'national-insurance': 'National Insurance Co. Ltd.',
  'navi-general': 'Navi General Insurance Ltd.',
  'new-india-assurance': 'The New India Assurance Co. Ltd.',
  'oriental-insurance': 'The Oriental Insurance Co. Ltd.',
  'raheja-qbe-general': 'Raheja QBE General Insurance Co. Ltd.',
  'reliance-general': 'Reliance General Insurance Co. Ltd.',
  'royal-sundaram-general': 'Royal Sundaram General Insurance Co. Ltd.',
  'sbi-general': 'SBI General Insurance Co. Ltd.',
  'shriram-general': 'Shriram General Insurance Co. Ltd.',
  'tata-aig-general': 'Tata AIG General Insurance Co. Ltd.',
  'united-india-insurance': 'United India Insurance Co. Ltd.',
  'universal-sompo-general': 'Universal Sompo General Insurance Co. Ltd.',
  'zuno-general': 'Zuno General Insurance Ltd.',
  'zurich-kotak-general': 'Zurich Kotak General Insurance Co. Ltd.',
} as const;

/** Every listed insurer, code → registered name (standalone health insurers first). */
export const INSURERS: Readonly<Record<string, string>> = {
  ...STANDALONE_HEALTH_INSURERS,
  ...GENERAL_INSURERS,
};

/** `other`, then the codes of the insurers of the list. */
export const INSURER_CODES: [string, ...string[]] = [OTHER_PAYER, ...Object.keys(INSURERS)];

/** IRDAI-registered third-party administrators (health), by code → registered name. */
export const TPAS: Readonly<Record<string, string>> = {
  'alankit-tpa': 'Alankit Insurance TPA Ltd.',
  'anmol-medicare-tpa': 'Anmol Medicare Insurance TPA Ltd.',
  'east-west-assist-tpa': 'East West Assist Insurance TPA Pvt. Ltd.',
  'ericson-tpa': 'Ericson Insurance TPA Pvt. Ltd.',
  'fhpl-tpa': 'Family Health Plan Insurance TPA Ltd.',
  'genins-tpa': 'Genins India Insurance TPA Ltd.',
  'good-health-tpa': 'Good Health Insurance TPA Ltd.',
  'health-india-tpa': 'Health India Insurance TPA Services Pvt. Ltd.',
  'hitpa-tpa': 'Health Insurance TPA of India Ltd.',
  'heritage-tpa': 'Heritage Health Insurance TPA Pvt. Ltd.',
  'md-india-tpa': 'MDIndia Health Insurance TPA Pvt. Ltd.',
  'medi-assist-tpa': 'Medi Assist Insurance TPA Pvt. Ltd.',
  'paramount-tpa': 'Paramount Health Services & Insurance TPA Pvt. Ltd.',
  'park-mediclaim-tpa': 'Park Mediclaim Insurance TPA Pvt. Ltd.',
  'raksha-tpa': 'Raksha Health Insurance TPA Pvt. Ltd.',
  'rothshield-tpa': 'Rothshield Insurance TPA Ltd.',
  'safeway-tpa': 'Safeway Insurance TPA Pvt. Ltd.',
  'vidal-tpa': 'Vidal Health Insurance TPA Pvt. Ltd.',
  'vision-digital-tpa': 'Vision Digital Insurance TPA Pvt. Ltd.',
  'volo-health-tpa': 'Volo Health Insurance TPA Pvt. Ltd.',
};

/** `other`, then the codes of the TPAs of the list. */
export const TPA_CODES: [string, ...string[]] = [OTHER_PAYER, ...Object.keys(TPAS)];

/** The name to show for a stored insurer or TPA: the listed name, or what the patient typed for `other`. */
export function payerName(
  list: Readonly<Record<string, string>>,
  code: string | null,
  other: string | null,
): string | null {
  if (code === null) return null;
  return code === OTHER_PAYER ? other : (list[code] ?? other ?? code);
}
