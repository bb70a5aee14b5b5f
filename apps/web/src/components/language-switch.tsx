import { LanguagesIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/namespaces/common';
import { Button } from '@/components/ui/button';
import { currentLanguage, changeUiLanguage } from '@/lib/i18n/i18n';
import { languageChoice, type Language } from '@/lib/i18n/language';

/**
 * The language switch of the landing and signed-in headers: one button naming the other language in that
 * language ('हिन्दी' / 'English'). It is an HTML form the server answers (POST /api/language sets the
 * cookie and reloads `/`), so on the prerendered landing a click before the scripts arrive still switches;
 * once React runs, the switch happens in place. `onChange` runs after the UI switched (the signed-in header
 * saves the choice on the profile).
 */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const next: Language = currentLanguage() === 'hi' ? 'en' : 'hi';

  async function switchLanguage() {
    setBusy(true);
    try {
      await changeUiLanguage(next);
      // Before sign-in, the choice is kept for the next sign-in (`useProfileLanguage`).
      if (onChange) onChange(next);
      else languageChoice.mark();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      action="/api/language"
      onSubmit={(event) => {
        event.preventDefault();
        void switchLanguage();
      }}
    >
      <input type="hidden" name="language" value={next} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        lang={next}
        aria-label={t('language.switchTo')}
        disabled={busy}
        worksWithoutScripts
      >
        <LanguagesIcon aria-hidden="true" />
        {next === 'hi' ? 'हिन्दी' : 'English'}
      </Button>
    </form>
  );
}
