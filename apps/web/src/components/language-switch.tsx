import { LanguagesIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLanguage, changeUiLanguage } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/language';

/**
 * The language switch of the landing and signed-in headers (docs/decisions/029-languages.md): one button naming the other
 * language in that language ('हिन्दी' / 'English'). `onChange` runs after the UI switched (the signed-in
 * header saves the choice on the profile).
 */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const next: Language = currentLanguage() === 'hi' ? 'en' : 'hi';

  async function switchLanguage() {
    setBusy(true);
    try {
      await changeUiLanguage(next);
      onChange?.(next);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="ghost"
      size="sm"
      lang={next}
      aria-label={t('language.switchTo')}
      disabled={busy}
      onClick={() => void switchLanguage()}
    >
      <LanguagesIcon aria-hidden="true" />
      {next === 'hi' ? 'हिन्दी' : 'English'}
    </Button>
  );
}
