const CUSTOM_PREFIX = 'custom:';

/** The trend key of a result: its catalogue code, else 'custom:' and its name in lower case. */
export function labTrendKey(result: { test_code: string | null; test_name: string }): string {
  return result.test_code ?? `${CUSTOM_PREFIX}${result.test_name.toLocaleLowerCase('en-IN')}`;
}

/** What a trend key names: `{ code }` for a catalogue test, `{ name }` for a custom one. */
export function parseLabTrendKey(key: string): { code: string } | { name: string } {
  return key.startsWith(CUSTOM_PREFIX) ? { name: key.slice(CUSTOM_PREFIX.length) } : { code: key };
}
