/**
 * Landing-page text cleaning (spec §5 "Text cleaning"): removes the characters
 * < > ' " and trims. Applied to e-mail, password, full name and reset e-mail;
 * never to confirm-password.
 */
export function cleanText(value: string): string {
  return value.replace(/[<>'"]/g, '').trim();
}
