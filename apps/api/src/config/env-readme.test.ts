import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { envSchema, REPO_ROOT } from './env.js';

/**
 * The README's configuration table and the env schema name the same variables, with the same defaults
 * (docs/decisions/044-repository-explains-itself.md). A variable added to env.ts fails here until its row is
 * in the README table; the failure prints the row to start from.
 */

const README = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');

/** The rows of the table under "## Configuration": name → default cell. */
function readmeRows(): Map<string, string> {
  const section = README.split(/^## /m).find((part) => part.startsWith('Configuration'));
  if (!section) throw new Error('README.md has no "## Configuration" section');
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = cells[1]?.match(/^`([A-Z][A-Z0-9_]*)`$/)?.[1];
    if (name) rows.set(name, cells[2] ?? '');
  }
  return rows;
}

/** What this test reads of a zod 4 schema: its definition (`type`, and the parts it wraps). */
interface SchemaNode {
  _zod: {
    def: {
      type: string;
      in?: SchemaNode;
      innerType?: SchemaNode;
      shape?: Record<string, z.ZodType>;
    } & Record<string, unknown>;
  };
}
const nodeOf = (schema: z.ZodType) => schema as unknown as SchemaNode;

/** The fields of the env object schema, under its refinements and the final transform. */
function envFields(): Record<string, z.ZodType> {
  let schema = nodeOf(envSchema);
  while (schema._zod.def.type === 'pipe' && schema._zod.def.in) schema = schema._zod.def.in;
  const { type, shape } = schema._zod.def;
  if (type !== 'object' || !shape) throw new Error(`env schema is a ${type}, not an object`);
  return shape;
}

/** A field's `.default(…)`, looked for through its pipes and wrappers; undefined when it has none. */
function defaultOf(field: z.ZodType): unknown {
  for (let node: SchemaNode | undefined = nodeOf(field); node;) {
    const def: SchemaNode['_zod']['def'] = node._zod.def;
    if (def.type === 'default') return def.defaultValue;
    node = def.innerType ?? def.in;
  }
  return undefined;
}

/** How the README writes a default: in backticks, a path inside the repository relative to it, '' as "empty". */
function readmeSpelling(value: unknown): string {
  if (value === '') return 'empty';
  if (typeof value === 'string' && path.isAbsolute(value) && value.startsWith(REPO_ROOT))
    return `\`${path.relative(REPO_ROOT, value)}\``;
  return `\`${String(value)}\``;
}

describe("README's configuration table", () => {
  const fields = envFields();
  const rows = readmeRows();

  it('has one row per variable of config/env.ts, and none other', () => {
    const missing = Object.keys(fields)
      .filter((name) => !rows.has(name))
      .map((name) => {
        const value = defaultOf(fields[name]!);
        const shown = value === undefined ? 'unset' : readmeSpelling(value);
        return `| \`${name}\` | ${shown} | ${fields[name]!.description ?? ''} |`;
      });
    const extra = [...rows.keys()].filter((name) => !(name in fields));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(rows.size).toBeGreaterThan(20);
  });

  it('states the default env.ts gives', () => {
    const wrong = Object.entries(fields).flatMap(([name, field]) => {
      const value = defaultOf(field);
      const cell = rows.get(name);
      if (value === undefined || cell === undefined) return [];
      const expected = readmeSpelling(value);
      return cell.includes(expected) ? [] : [`${name}: README says "${cell}", env.ts gives ${expected}`];
    });
    expect(wrong).toEqual([]);
  });
});
