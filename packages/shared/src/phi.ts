import { z } from './zod.js';

/**
 * PHI tags (docs/architecture.md#conventions rule 17). A field is tagged when it holds health
 * information or identifies the patient: what a record, claim or visit says
 * about their health and care (diagnosis, symptoms, medications, doctor and
 * hospital, dates of care, amounts), their body (blood group, height, weight,
 * date of birth, age), and who they are (names, parents' names, e-mail,
 * mobile number, patient ID, picture link, position). Directory data that
 * describes a clinic or hospital rather than the patient is not tagged.
 * Secrets (passwords, tokens, cookies) are a separate matter, kept by the
 * server's logger. Logs, errors and analytics derive what to hide from these
 * tags (`phiFieldNames`), never from a hand-kept list.
 */
interface PhiMeta {
  phi: true;
}

/** The registry of tagged schemas; a schema is tagged exactly as registered (zod 4 registries). */
const phiRegistry = z.registry<PhiMeta>();

/**
 * Tags `schema` as PHI and returns it unchanged, so it reads inline:
 * `diagnosis: phi(z.string())`. Wrappers made afterwards (`.nullable()`,
 * `.optional()`, `.default()`, `.transform()`) keep the field tagged; a
 * `.refine()` made afterwards is a new schema, so tag last or wrap the whole.
 */
export function phi<T extends z.ZodType>(schema: T): T {
  phiRegistry.add(schema, { phi: true });
  return schema;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: readonly z.ZodType[];
  rest?: z.ZodType | null;
};

const defOf = (schema: z.ZodType): Def => schema._zod.def;

/** The schemas a field's value is made of without leaving the field (wrappers, pipes, array elements). */
function wrapped(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  return [def.innerType, def.in, def.out, def.type === 'array' ? def.element : undefined].filter(
    (inner): inner is z.ZodType => inner !== undefined,
  );
}

/** True when `schema`, or a wrapper it is made of (nullable, optional, default, pipe, array), is tagged. */
export function isPhi(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  if (phiRegistry.has(schema)) return true;
  return wrapped(schema).some((inner) => isPhi(inner, seen));
}

/** Every schema directly inside `schema`: fields, elements, union options, pipe ends. */
function children(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  return [
    ...wrapped(schema),
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    ...(def.items ?? []),
    ...[def.left, def.right, def.valueType, def.rest, def.type === 'array' ? undefined : def.element],
  ].filter((child): child is z.ZodType => child instanceof z.ZodType);
}

/**
 * The names of every PHI-tagged object field found in `values` (any zod
 * schemas among them, searched through nested objects, arrays, unions and
 * pipes; other values are ignored), sorted. Pass a module's exports,
 * `Object.values(await import('@sehat/shared'))`, to get every tagged field of
 * the contracts: a field tagged tomorrow is in the answer tomorrow.
 */
export function phiFieldNames(values: Iterable<unknown>): string[] {
  const names = new Set<string>();
  const seen = new Set<z.ZodType>();
  const visit = (schema: z.ZodType) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    for (const [name, field] of Object.entries(defOf(schema).shape ?? {})) {
      if (isPhi(field)) names.add(name);
    }
    children(schema).forEach(visit);
  };
  for (const value of values) if (value instanceof z.ZodType) visit(value);
  return [...names].sort();
}
