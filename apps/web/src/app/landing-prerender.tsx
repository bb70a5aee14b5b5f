import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { AppProvider } from './provider';
import { LandingPage } from './landing';
import { AppRoutes } from './router';
import enCommon from '@/locales/en/common.json';
import enLanding from '@/locales/en/landing.json';
import hiCommon from '@/locales/hi/common.json';
import hiLanding from '@/locales/hi/landing.json';
import { I18N_OPTIONS, i18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/language';

/**
 * Server side of the prerendered landing page (run at build by `prerender-landing.mjs`): the HTML of the
 * whole app at `/` for a visitor without a session, in `language`, exactly as the browser's first render
 * makes it, so `main.tsx` hydrates it with React (`hydrateRoot`) instead of painting it again. The app's own
 * i18next instance renders it, so the strings are the ones the live page shows.
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
  await LandingPage.preload();
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
}
