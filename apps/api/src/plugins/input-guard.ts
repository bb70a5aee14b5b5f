import { REQUEST_MESSAGES } from '@sehat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalid, type DomainError } from '../errors/domain-errors.js';
import { isApiPath } from './api-path.js';

/** Deepest nesting of arrays and objects a JSON body may have; no Sehat form comes close. */
export const MAX_JSON_DEPTH = 64;

/** The sentence a NUL character anywhere in a request earns (PostgreSQL text cannot store it). */
export const NUL_MESSAGE = REQUEST_MESSAGES.nulCharacter;

const NUL = '\u0000';

const nulRefused = () => invalid('request.nulCharacter', 'NUL_CHARACTER');
const tooDeep = () => invalid({ key: 'request.tooDeep', values: { max: MAX_JSON_DEPTH } }, 'JSON_TOO_DEEP');

/**
 * What is wrong with a parsed JSON value, or null when nothing is: nesting
 * past MAX_JSON_DEPTH, or a NUL in any string or key. The walk stops at the
 * depth limit, so it is bounded whatever the body.
 */
export function inspectJson(value: unknown, depth = 0): DomainError | null {
  if (typeof value === 'string') return value.includes(NUL) ? nulRefused() : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_JSON_DEPTH) return tooDeep();
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.includes(NUL)) return nulRefused();
    const problem = inspectJson(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** True when any value of a parsed query, params or headers object holds a NUL. */
function holdsNul(values: unknown): boolean {
  if (typeof values !== 'object' || values === null) return false;
  return Object.entries(values).some(
    ([key, value]) =>
      key.includes(NUL) ||
      (typeof value === 'string' && value.includes(NUL)) ||
      (Array.isArray(value) && value.some((item) => typeof item === 'string' && item.includes(NUL))),
  );
}

/**
 * Replace the app's `application/json` parser: Fastify's own (secure-json-parse,
 * prototype poisoning refused, empty body 400), then `inspectJson` → 400 before
 * any handler. With `raw: true` (scopes that forward the body untouched, like
 * better-auth's) the checked text itself becomes `request.body`.
 */
export function useCheckedJsonParser(app: FastifyInstance, options: { raw: boolean }): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, body?: unknown) => void) => {
      const text = body.toString();
      void parseJson(request, text, (error, value) => {
        if (error) return done(error);
        const problem = inspectJson(value);
        if (problem) return done(problem);
        done(null, options.raw ? text : value);
      });
    },
  );
}

/**
 * Global guards against input PostgreSQL cannot take (no 5xx from any
 * input): checked JSON bodies (see `useCheckedJsonParser`), and a NUL in any
 * header, path parameter or query value of an /api request → 400
 * `NUL_CHARACTER` before validation, so nothing is stored. Named `input-guards`: the route layer depends
 * on it.
 */
export const inputGuardsPlugin = fp(
  async (app: FastifyInstance) => {
    useCheckedJsonParser(app, { raw: false });
    app.addHook('onRequest', async (request) => {
      if (isApiPath(request.url) && holdsNul(request.headers)) throw nulRefused();
    });
    app.addHook('preValidation', async (request) => {
      if (!isApiPath(request.url)) return;
      if (holdsNul(request.params) || holdsNul(request.query)) throw nulRefused();
    });
  },
  { name: 'input-guards', fastify: '5.x' },
);
