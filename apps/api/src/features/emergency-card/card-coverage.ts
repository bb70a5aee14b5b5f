import type { CardCoverage } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { listOwnCards } from '../government-schemes/index.js';
import { activePolicyForCard } from '../insurance-policies/index.js';

/**
 * What the emergency card and a share link add when the patient chose to
 * (docs/decisions/056-government-schemes.md): with `shows_policy`, the policy running today in the
 * patient's zone (insurer, number, TPA, helpline); with `shows_schemes`, each scheme card's short name and
 * number. Both choices are off until the patient switches them on; off, nothing of either is read.
 */
export async function cardCoverage(
  db: Db,
  patientId: string,
  choices: { cardShowsPolicy: boolean; cardShowsSchemes: boolean },
  timeZone: string,
  now: Date,
): Promise<CardCoverage> {
  const [policy, cards] = await Promise.all([
    choices.cardShowsPolicy ? activePolicyForCard(db, patientId, timeZone, now) : null,
    choices.cardShowsSchemes ? listOwnCards(db, patientId) : { items: [] },
  ]);
  return {
    shows_policy: choices.cardShowsPolicy,
    shows_schemes: choices.cardShowsSchemes,
    policy,
    scheme_cards: cards.items.map((c) => ({ scheme_name: c.scheme_name, card_number: c.card_number })),
  };
}
