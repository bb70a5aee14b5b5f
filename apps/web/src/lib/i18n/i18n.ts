import i18next from 'i18next';
import {
  initReactI18next,
  useTranslation as useI18nextTranslation,
  type UseTranslationResponse,
} from 'react-i18next';
import enCommon from '@/locales/en/common.json';
import enLanding from '@/locales/en/landing.json';
import { applyLanguage, storedLanguage, type Language } from './language';

/**
 * The one i18next instance (docs/architecture.md#d16-languages). English is the fallback of every key. The
 * landing's English strings (`common`, `landing`) ship with the entry; every other namespace's English
 * strings ship with the components that use them, which import their `useTranslation` from
 * `namespaces/<ns>.ts` (that module registers the strings: `englishNamespace`); every Hindi string is one
 * lazy chunk, fetched only when a patient speaks Hindi (`loadHindi`).
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
/** Groups of the shared table that arrived before `initI18n` finished. */
const messagesBeforeInit: Record<string, unknown>[] = [];

/**
 * Adds the English strings of namespace `ns`; a namespace already added is left as it is. Called once per
 * namespace, by `namespaces/<ns>.ts` (`englishNamespace`), when the first module that uses it is loaded.
 */
function addEnglishNamespace(ns: string, strings: Record<string, unknown>): void {
  if (!i18n.isInitialized) englishBeforeInit.push([ns, strings]);
  else if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, strings, true, false);
}

/**
 * Adds the English of groups of the shared table (`{ claims: { notFound: 'Claim not found.' } }`) to the
 * namespace `messages`, beside the groups already there. Called by `messageGroup` (`messages.ts`).
 */
export function addEnglishMessages(groups: Record<string, unknown>): void {
  if (!i18n.isInitialized) messagesBeforeInit.push(groups);
  else i18n.addResourceBundle('en', 'messages', groups, true, false);
}

let hindi: Promise<void> | null = null;

/** Loads every Hindi namespace (the shared table's `messages` among them), once. */
function loadHindi(): Promise<void> {
  hindi ??= import('./hindi').then(({ HINDI_NAMESPACES }) => {
    for (const [ns, resources] of Object.entries(HINDI_NAMESPACES)) {
      i18n.addResourceBundle('hi', ns, resources, true, true);
    }
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
  for (const groups of messagesBeforeInit.splice(0)) addEnglishMessages(groups);
  if (language === 'hi') await changeUiLanguage('hi');
  else applyLanguage('en');
}

/**
 * Switches the UI to `language`: loads Hindi first if needed, then re-renders every translated component,
 * sets `<html lang>` and the cookie. Resolves when the new strings are on screen.
 */
export async function changeUiLanguage(language: Language): Promise<void> {
  if (language === 'hi') await loadHindi();
  await i18n.changeLanguage(language);
  applyLanguage(language);
}

/** The language the UI speaks now. */
export function currentLanguage(): Language {
  return i18n.language === 'hi' ? 'hi' : 'en';
}

/** `useTranslation` for the one namespace `N` its module names; any other name fails to typecheck. */
type NamespaceTranslation<N extends string> = (namespace: N) => UseTranslationResponse<N, undefined>;

/**
 * react-i18next's hook, typed to `N`. It and the two functions below live beside the instance on purpose: in
 * a module of their own, imported by the entry and by lazy chunks, Rolldown moved i18next out of the entry
 * into a chunk of its own, 1.4 KB gzip more on every page (docs/decisions/047-readable-web-build.md).
 */
function translationHook<N extends string>(): NamespaceTranslation<N> {
  return function useTranslation(name) {
    return useI18nextTranslation(name);
  };
}

/**
 * Registers `strings` (`src/locales/en/<namespace>.json`) as the English catalogue of `namespace` and returns
 * the `useTranslation` of that namespace (docs/decisions/047-readable-web-build.md). Called once, at the top
 * of `namespaces/<namespace>.ts`; a component imports its `useTranslation` from there, so the bundler puts
 * the strings in the chunks of the screens that show them and nowhere else, and they are registered before
 * the component first renders. ESLint refuses react-i18next's own `useTranslation` outside `lib/i18n/`.
 */
export function englishNamespace<const N extends string>(
  namespace: N,
  strings: Record<string, unknown>,
): NamespaceTranslation<N> {
  addEnglishNamespace(namespace, strings);
  return translationHook<N>();
}

/** The `useTranslation` of `common` or `landing`, whose English strings the entry carries (`initI18n`). */
export function entryNamespace<const N extends (typeof I18N_OPTIONS.ns)[number]>(
  _namespace: N,
): NamespaceTranslation<N> {
  return translationHook<N>();
}
