import { BLANK_CHARACTERS } from '@sehat/shared';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * BLANK_CHARACTERS as a SQL constant (E'' with \uXXXX escapes), not a bound
 * parameter: PostgreSQL uses a partial index only when the query's predicate
 * matches the index's at planning time, which a parameter never does in a
 * generic plan (medical_records_patient_prescriptions_idx).
 */
const BLANK_LITERAL = sql.raw(
  `E'${[...BLANK_CHARACTERS].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}'`,
);

/**
 * True when the text column holds a character other than BLANK_CHARACTERS
 * (the whitespace JavaScript's trim removes: spaces, tabs, newlines, CR,
 * no-break and other Unicode spaces); NULL, '', '   ' and '  \n ' are blank.
 * The one non-blank rule of the API, the same on PGlite and PostgreSQL (an
 * explicit character list, not a locale-dependent class) and the same as the
 * shared `isNotBlankText`. docs/product.md#data-calls: "non-null, non-empty" prescribed_medications
 * make a record an active prescription (dashboard count and prescriptions list).
 */
export function isNotBlank(column: AnyColumn): SQL {
  return sql`btrim(${column}, ${BLANK_LITERAL}) <> ''`;
}
