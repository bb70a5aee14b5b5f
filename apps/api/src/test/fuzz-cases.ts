import { randomUUID } from 'node:crypto';

/**
 * Bad inputs for the fuzz walk (plugins/fuzz.int.test.ts, no 5xx from bad input):
 * the classes an external audit sent to every route. Every free-text value
 * carries PHI_MARKER, so the log check after the walk can prove none of it
 * was logged.
 */
export const PHI_MARKER = 'PHI-MARKER-tuberculosis';

/** One JSON value put in place of a field. */
export interface BadValue {
  label: string;
  value: unknown;
  /** True when the value holds a NUL: the answer must be 400 NUL_CHARACTER. */
  nul?: boolean;
}

export const BAD_VALUES: BadValue[] = [
  { label: 'null', value: null },
  { label: 'a number', value: 42 },
  { label: '-1', value: -1 },
  { label: '1e308', value: 1e308 },
  { label: '-1e308', value: -1e308 },
  { label: 'a fraction', value: 0.000001 },
  { label: '"NaN"', value: 'NaN' },
  { label: '"Infinity"', value: 'Infinity' },
  { label: '"-1"', value: '-1' },
  { label: 'a boolean', value: true },
  { label: 'an array', value: [PHI_MARKER] },
  { label: 'an object', value: { x: PHI_MARKER } },
  { label: 'NUL', value: `${PHI_MARKER}\u0000end`, nul: true },
  { label: 'a 100 KB string', value: `${PHI_MARKER} ${'x'.repeat(100_000)}` },
  { label: 'an impossible date', value: '2026-02-30' },
  { label: 'a word for a date', value: 'x' },
  { label: 'a timestamp past year 9999', value: '+275760-09-13T00:00:00.000Z' },
  { label: 'markup', value: `<script>${PHI_MARKER}</script>` },
];

/** A raw body sent as it is, whatever the route expects. */
export interface BadBody {
  label: string;
  body: string;
  contentType: string;
  /** The exact status the guard must give (else: anything below 500). */
  status?: number;
}

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

export const BAD_BODIES: BadBody[] = [
  { label: 'malformed JSON', body: `{"name":"${PHI_MARKER}",`, contentType: 'application/json', status: 400 },
  { label: 'an empty JSON body', body: '', contentType: 'application/json', status: 400 },
  { label: 'a JSON array', body: '[]', contentType: 'application/json' },
  { label: 'JSON null', body: 'null', contentType: 'application/json' },
  { label: 'a JSON string', body: JSON.stringify(PHI_MARKER), contentType: 'application/json' },
  { label: '5,000-deep JSON', body: deep(5000), contentType: 'application/json', status: 400 },
  { label: '65-deep JSON', body: deep(65), contentType: 'application/json', status: 400 },
  { label: 'a NUL key', body: '{"\\u0000":1}', contentType: 'application/json', status: 400 },
  { label: 'a proto key', body: '{"__proto__":{"x":1}}', contentType: 'application/json', status: 400 },
  { label: 'plain text', body: PHI_MARKER, contentType: 'text/plain' },
  { label: 'a broken multipart body', body: '--x\r\n\r\n', contentType: 'multipart/form-data' },
];

/** Values put in place of one path parameter (already URL-encoded). */
export const BAD_PATH_VALUES: { label: string; value: string; nul?: boolean }[] = [
  { label: 'NUL', value: 'a%00b', nul: true },
  { label: '-1', value: '-1' },
  { label: '1e308', value: '1e308' },
  { label: 'NaN', value: 'NaN' },
  { label: 'an impossible date', value: '2026-02-30' },
  { label: 'a 5 KB value', value: 'x'.repeat(5000) },
  { label: 'a traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'a broken escape', value: '%E0%A4%A' },
  { label: 'SQL', value: "1'%20OR%20'1'%3D'1" },
  { label: 'a random uuid', value: randomUUID() },
];

/** Values put in place of one query parameter (already URL-encoded; the marker stands for free text). */
export const BAD_QUERY_VALUES: { label: string; value: string; nul?: boolean }[] = [
  { label: 'NUL', value: `${PHI_MARKER}%00`, nul: true },
  { label: 'empty', value: '' },
  { label: '-1', value: '-1' },
  { label: '1e308', value: '1e308' },
  { label: 'NaN', value: 'NaN' },
  { label: 'an impossible date', value: '2026-02-30' },
  { label: 'a 100 KB value', value: PHI_MARKER + 'x'.repeat(100_000) },
  { label: 'a broken escape', value: '%E0%A4%A' },
];

/** The JSON Schema subset @fastify/swagger emits for our zod contracts. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  minLength?: number;
  minItems?: number;
}

/**
 * A plausible value for `schema` (every property filled, so each can be
 * spoiled one at a time): enums take their first member, dates a real date,
 * numbers their minimum. Free text carries PHI_MARKER.
 */
export function exampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives) {
    const chosen = alternatives.find((option) => option.type !== 'null') ?? alternatives[0];
    return exampleOf(chosen, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value, depth + 1)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        exampleOf(schema.items, depth + 1),
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date') return '2026-01-10';
      if (schema.format === 'date-time') return '2026-01-10T06:00:00.000Z';
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'uri') return 'https://example.test/';
      return `${PHI_MARKER} ${'a'.repeat(Math.max(0, (schema.minLength ?? 0) - PHI_MARKER.length))}`;
    default:
      return null;
  }
}
