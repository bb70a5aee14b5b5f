import type { IncomingHttpHeaders } from 'node:http';

/** Node's request headers as Fetch `Headers` (repeated values joined, `undefined` dropped). */
export function toFetchHeaders(headers: IncomingHttpHeaders, omit: readonly string[] = []): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || omit.includes(name)) continue;
    result.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return result;
}
