/** Up to two capital initials of a display name: 'asha rao' → 'AR', 'priya' → 'P', '' → 'U'. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return letters || 'U';
}
