import { RELATIONSHIP_LABELS, SEX_LABELS, type AdministrativeGender, type Relationship } from '@sehat/shared';
import { currentLanguage } from '@/lib/i18n/i18n';

/** 'Mother' / 'माँ': a relationship in the UI's language (an unknown one as it is). */
export function relationshipLabel(relationship: string): string {
  const labels = RELATIONSHIP_LABELS[relationship as Relationship] as { en: string; hi: string } | undefined;
  return labels ? labels[currentLanguage()] : relationship;
}

/** 'Female' / 'महिला': a sex in the UI's language. */
export function sexLabel(sex: AdministrativeGender): string {
  return SEX_LABELS[sex][currentLanguage()];
}
