import { formatAbhaNumber } from '../abha/index.js';
import { formatIndianMobile } from '../emergency-contacts/rules.js';
import type { EmergencyCard } from './schemas.js';

/**
 * The emergency card (docs/product.md#screens-added-since-the-first-version): what a first
 * responder needs on one page, and the same words in a QR code that any
 * phone camera reads offline (the QR holds the text itself, no link).
 */

/** At most this many records with medications make the card's current medicines (newest first). */
export const EMERGENCY_CARD_MEDICINES = 5;
/** Medications text of one record is cut to this many characters on the card. */
const MEDICINE_TEXT_MAX = 120;
/**
 * Bytes a QR code holds at error-correction level M in byte mode (version 40,
 * ISO/IEC 18004 table 7): the card's text is cut to fit, medicines last.
 */
export const EMERGENCY_CARD_QR_MAX_BYTES = 2331;

export const EMERGENCY_CARD_MESSAGES = {
  title: 'Emergency Card',
  loadFailed: 'Couldn’t load your emergency card.',
  pdfFailed: 'Failed to make the PDF. Please try again.',
  qrFailed: 'Couldn’t draw the QR code.',
  notRecorded: 'Not recorded',
  none: 'None recorded',
  qrHint: 'Scan with any phone camera: the code holds this card’s text, no internet needed.',
} as const;

/** `text` cut to MEDICINE_TEXT_MAX characters, one line, with '…' when cut. */
export function shortMedicine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MEDICINE_TEXT_MAX ? `${line.slice(0, MEDICINE_TEXT_MAX - 1)}…` : line;
}

/** `text` cut to at most `maxBytes` of UTF-8, on a character boundary, ending '…' when cut. */
function fitBytes(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(text).length <= maxBytes) return text;
  let out = '';
  let used = 3; // the '…'
  for (const char of text) {
    used += encoder.encode(char).length;
    if (used > maxBytes) break;
    out += char;
  }
  return `${out}…`;
}

const list = (items: readonly string[]) => (items.length ? items.join('; ') : EMERGENCY_CARD_MESSAGES.none);
const orNotRecorded = (value: string | number | null) =>
  value === null || value === '' ? EMERGENCY_CARD_MESSAGES.notRecorded : String(value);

/**
 * The card as plain text, one fact a line: what the QR code carries and what
 * the PDF prints. Ordered by what a responder needs first; cut to
 * EMERGENCY_CARD_QR_MAX_BYTES (medicines, last, go first).
 */
export function emergencyCardText(card: EmergencyCard): string {
  const contacts = card.contacts.length
    ? card.contacts.map(
        (c, i) =>
          `${i + 1}. ${c.name} (${c.relationship}) ${formatIndianMobile(c.phone)}${c.is_primary ? ' - primary' : ''}`,
      )
    : [EMERGENCY_CARD_MESSAGES.none];
  const medicines = card.medicines.length
    ? card.medicines.map((m) => `- ${shortMedicine(m.medications)} (${m.record_date})`)
    : [EMERGENCY_CARD_MESSAGES.none];
  const lines = [
    'EMERGENCY CARD',
    `Name: ${orNotRecorded(card.name)}`,
    `Age: ${orNotRecorded(card.age)}`,
    `Blood group: ${orNotRecorded(card.blood_group)}`,
    `Allergies: ${list(card.allergies)}`,
    `Conditions: ${list(card.chronic_conditions)}`,
    'Emergency contacts:',
    ...contacts,
    `ABHA number: ${card.abha_number ? `${formatAbhaNumber(card.abha_number)} (self-declared)` : EMERGENCY_CARD_MESSAGES.notRecorded}`,
    ...(card.abha_address ? [`ABHA address: ${card.abha_address}`] : []),
    `Patient ID: ${orNotRecorded(card.patient_id)}`,
    ...(card.policy
      ? [
          `Insurance: ${card.policy.insurer_name}, policy ${card.policy.policy_number}` +
            (card.policy.tpa_name ? `, TPA ${card.policy.tpa_name}` : '') +
            (card.policy.helpline ? `, helpline ${card.policy.helpline}` : ''),
        ]
      : []),
    ...card.scheme_cards.map((s) => `${s.scheme_name}: ${s.card_number}`),
    'Current medicines:',
    ...medicines,
    `Made on ${card.generated_on} with Sehat`,
  ];
  return fitBytes(lines.join('\n'), EMERGENCY_CARD_QR_MAX_BYTES);
}
