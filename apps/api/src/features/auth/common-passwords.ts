import { AUTH_SERVER_MESSAGES } from '@sehat/shared';
/**
 * The common/breached password list: the 49,233 most frequent passwords of
 * public breach corpora that @zxcvbn-ts/language-common ships (its
 * `passwords-common` dictionary, compressed inside the package: nothing is
 * fetched at run time). Loaded lazily on the first check, then kept as a Set
 * of lower-case entries (about 3 MB).
 */
/** The refusal sent by sign-up, reset and change password (the web app shows the server's message). */
export const COMMON_PASSWORD_MESSAGE = AUTH_SERVER_MESSAGES.commonPassword;

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => String(entry).toLowerCase())),
  );
  return commonPasswords;
}

/**
 * True when `password`, compared without regard to case ('Password1' is
 * 'password1'), is on the common list. Used by sign-up, reset and change
 * password (auth-hooks.ts).
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}
