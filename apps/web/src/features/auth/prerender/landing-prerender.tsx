import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enCommon from '@/locales/en/common.json';
import enLanding from '@/locales/en/landing.json';
import hiCommon from '@/locales/hi/common.json';
import hiLanding from '@/locales/hi/landing.json';
import { I18N_OPTIONS, i18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/language';
import { LandingPage } from '../components/landing-page';

/**
 * Server side of the prerendered landing page (docs/decisions/031-web-budgets.md, run at build by `prerender-landing.mjs`):
 * the markup `LandingPage` renders before any script runs, in `language`, with the sign-in card's
 * placeholder where the card will load. The app's own i18next instance renders it, so the strings are
 * the ones the live page shows.
 */
export async function renderLanding(language: Language): Promise<string> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      ...I18N_OPTIONS,
      lng: language,
      resources: {
        en: { common: enCommon, landing: enLanding },
        hi: { common: hiCommon, landing: hiLanding },
      },
    });
  }
  await i18n.changeLanguage(language);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <LandingPage />
    </I18nextProvider>,
  );
}
