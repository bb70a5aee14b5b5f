import { entryNamespace } from '../i18n';

/** The `useTranslation` of `landing`, whose English strings the entry carries (`initI18n` in `../i18n.ts`). */
export const useTranslation = entryNamespace('landing');
