import type { HeaderProfile } from './header-schemas.js';

/** Display name → part of e-mail before '@' → 'User' (docs/product.md#screens-and-routes). */
export function headerDisplayName(
  profile: Pick<HeaderProfile, 'display_name' | 'email'> | null | undefined,
): string {
  const name = profile?.display_name?.trim();
  if (name) return name;
  const local = profile?.email?.split('@')[0]?.trim();
  return local || 'User';
}
