import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * True when the text column holds at least one non-whitespace character
 * (NULL, '', '   ' and '\n' are blank). Spec §7: "non-null, non-empty"
 * prescribed_medications make a record an active prescription.
 */
export function isNotBlank(column: AnyColumn): SQL {
  return sql`${column} ~ '[^[:space:]]'`;
}
