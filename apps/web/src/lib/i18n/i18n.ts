import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '@/locales/en/common.json';
import enLanding from '@/locales/en/landing.json';
import { applyLanguage, storedLanguage, type Language } from './language';
import { setMessageTranslator } from './message-translator';

/**
 * The one i18next instance (docs/architecture.md#d16-languages). English is the fallback of every key. The
 * landing's English strings (`common`, `landing`) ship with the entry; every other namespace's English
 * strings ship with the modules that use them (`addEnglishNamespace`, called for them by the build's
 * `vite-plugins/english-namespaces.ts`); every Hindi string is one lazy chunk, fetched only when a patient
 * speaks Hindi (`loadHindi`).
 */
export const i18n = i18next.createInstance();

/** The options every start of `i18n` shares: in the browser (`initI18n`) and at build (the prerendered landing). */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common', 'landing'],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
} as const;

/** Namespaces that arrived before `initI18n` finished (a module of the entry may name one). */
const englishBeforeInit: [string, Record<string, unknown>][] = [];

/**
 * Adds the English strings of namespace `ns`; a namespace already added is left as it is. Called by each
 * module that uses `ns` (the build adds the call), before the module's own code runs.
 */
export function addEnglishNamespace(ns: string, strings: Record<string, unknown>): void {
  if (!i18n.isInitialized) englishBeforeInit.push([ns, strings]);
  else if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, strings, true, false);
}

let hindi: Promise<void> | null = null;

/** Loads every Hindi namespace and the server-message translator, once. */
function loadHindi(): Promise<void> {
  hindi ??= import('./hindi').then(({ HINDI_NAMESPACES, translateHindiMessage }) => {
    for (const [ns, resources] of Object.entries(HINDI_NAMESPACES)) {
      i18n.addResourceBundle('hi', ns, resources, true, true);
    }
    setMessageTranslator(translateHindiMessage);
  });
  return hindi;
}

/** Starts i18next in the stored language (cookie, else English); resolves once its strings are loaded. */
export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  await i18n.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng: 'en',
    resources: { en: { common: enCommon, landing: enLanding } },
    partialBundledLanguages: true,
  });
  for (const [ns, strings] of englishBeforeInit.splice(0)) addEnglishNamespace(ns, strings);
  if (language === 'hi') await changeUiLanguage('hi');
  else applyLanguage('en');
}

/**
 * Switches the UI to `language`: loads Hindi first if needed, then re-renders every translated component,
 * sets `<html lang>` and the cookie. Resolves when the new strings are on screen.
 */
export async function changeUiLanguage(language: Language): Promise<void> {
  if (language === 'hi') await loadHindi();
  else setMessageTranslator(null);
  await i18n.changeLanguage(language);
  applyLanguage(language);
}

/** The language the UI speaks now. */
export function currentLanguage(): Language {
  return i18n.language === 'hi' ? 'hi' : 'en';
}
