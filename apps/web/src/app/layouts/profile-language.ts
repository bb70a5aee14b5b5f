import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { changeUiLanguage, currentLanguage, i18n } from '@/lib/i18n/i18n';
import { languageChoice, type Language } from '@/lib/i18n/language';
import { savePreferredLanguage } from '@/lib/queries/profile';
import { getShellQueryOptions } from '@/lib/session';
import { toast } from '@/lib/toast';

/**
 * The signed-in patient's language: once the shell's header arrives its `preferred_language` wins over
 * this browser's cookie (the same language on every device), unless the visitor picked the cookie's
 * language before signing in, in this browser session: that latest choice is saved on the profile instead.
 * The returned function saves a switch made in the header.
 */
export function useProfileLanguage(): (language: Language) => void {
  const client = useQueryClient();
  const { data: preferred } = useQuery({
    ...getShellQueryOptions(),
    select: (shell) => shell?.header.preferred_language,
  });

  const save = (language: Language) => {
    savePreferredLanguage(client, language).catch(() => toast.error(i18n.t('language.saveFailed')));
  };

  useEffect(() => {
    if (!preferred) return;
    if (languageChoice.wasMade()) {
      languageChoice.clear();
      if (preferred !== currentLanguage()) save(currentLanguage());
    } else if (preferred !== currentLanguage()) void changeUiLanguage(preferred);
    // `save` is remade each render; the effect follows the profile's language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preferred]);

  return save;
}
