import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { changeUiLanguage, currentLanguage, i18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/language';
import { savePreferredLanguage } from '@/lib/queries/profile';
import { shellQuery } from '@/lib/queries/shell';
import { toast } from '@/lib/toast';

/**
 * The signed-in patient's language (docs/decisions/029-languages.md): once the shell's header arrives its `preferred_language`
 * wins over this browser's cookie (the same language on every device); the returned function saves a
 * switch made in the header.
 */
export function useProfileLanguage(): (language: Language) => void {
  const client = useQueryClient();
  const { data: preferred } = useQuery({
    ...shellQuery,
    select: (shell) => shell?.header.preferred_language,
  });

  useEffect(() => {
    if (preferred && preferred !== currentLanguage()) void changeUiLanguage(preferred);
  }, [preferred]);

  return (language) => {
    savePreferredLanguage(client, language).catch(() => toast.error(i18n.t('language.saveFailed')));
  };
}
