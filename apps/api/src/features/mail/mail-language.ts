import { DEFAULT_LANGUAGE, type Language } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { profiles } from '../../db/schema/index.js';

/**
 * The language a patient's e-mails are written in: the profile's `preferred_language` (docs/decisions/029-languages.md), English
 * when the account has no profile. Every mail (reset, reminders) picks its text with `inLanguage`.
 */
export async function mailLanguageOf(db: Db, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: profiles.preferredLanguage })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** A mail's texts in each language → the one of `language` (a type error when a language is missing). */
export function inLanguage<T>(texts: Record<Language, T>, language: Language): T {
  return texts[language];
}
