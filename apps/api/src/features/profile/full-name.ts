/**
 * Split a full name into first name (first word) and last name (the rest,
 * null when there is none), collapsing runs of spaces: 'Asha  Rani Verma'
 * → { first: 'Asha', last: 'Rani Verma' }. Used once, at sign-up.
 */
export function splitFullName(fullName: string): { first: string; last: string | null } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first, last: rest.length > 0 ? rest.join(' ') : null };
}
