/** What a clinic saved without a rating (0, docs/product.md#validation-rules "non-numeric becomes 0") shows instead of '★ 0.0'. */
export const NOT_RATED = 'Not rated';

/** A rating as shown: one decimal ('4.5'), or 'Not rated' for 0 (docs/product.md#screens-added-since-the-first-version). */
export function ratingLabel(rating: number): string {
  return rating > 0 ? rating.toFixed(1) : NOT_RATED;
}

/**
 * One address line: the street address, then the city and state unless the address already
 * names them ('12 MG Road, Bengaluru' + Bengaluru, Karnataka → '12 MG Road, Bengaluru, Karnataka').
 * The match is by whole words, case-insensitive (docs/product.md#screens-added-since-the-first-version).
 */
export function fullAddress(address: string, city: string, state: string): string {
  const parts = [address.trim()];
  const seen = (name: string) =>
    parts.some((part) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(name)}([^\\p{L}]|$)`, 'iu').test(part));
  for (const name of [city, state]) {
    if (name.trim() && !seen(name.trim())) parts.push(name.trim());
  }
  return parts.filter(Boolean).join(', ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
