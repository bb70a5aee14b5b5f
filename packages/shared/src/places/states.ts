import { INDIAN_STATES } from './indian-states.js';

/** A state or union territory name exactly as in {@link INDIAN_STATES}. */
export type StateName = (typeof INDIAN_STATES)[number]['name'];

/** The 36 state and union-territory names, in list order (states A–Z, then UTs A–Z). */
export const STATE_NAMES: readonly StateName[] = INDIAN_STATES.map((s) => s.name);

/** Whether `name` is exactly one of our 36 states and union territories. */
export function isStateName(name: string): name is StateName {
  return (STATE_NAMES as readonly string[]).includes(name);
}

/** The fixed city list of a state or UT; an empty list for an unknown name (docs/product.md#book-appointment). */
export function citiesOf(state: string): readonly string[] {
  return INDIAN_STATES.find((s) => s.name === state)?.cities ?? [];
}

/** Whether `city` is one of `state`'s cities (exact names). */
export function isCityOf(state: string, city: string): boolean {
  return citiesOf(state).includes(city);
}
