import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  failure,
  isErrorEnvelope,
  onUnauthorized,
  toApiError,
} from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client error mapping', () => {
  afterEach(() => onUnauthorized(null));

  it("keeps the server's envelope code and message", async () => {
    const error = await toApiError(json(404, { error: { code: 'NOT_FOUND', message: 'Record not found' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Record not found' });
  });

  it('falls back to a generic message when the body is not an envelope', async () => {
    const html = await toApiError(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(html).toMatchObject({ status: 502, code: 'HTTP_502', message: GENERIC_ERROR_MESSAGE });
    const other = await toApiError(json(500, { message: 'stack trace here' }));
    expect(other.message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('recognises only well-formed envelopes', () => {
    expect(isErrorEnvelope({ error: { code: 'X', message: 'y' } })).toBe(true);
    expect(isErrorEnvelope({ error: { code: 'X' } })).toBe(false);
    expect(isErrorEnvelope({ error: 'boom' })).toBe(false);
    expect(isErrorEnvelope(null)).toBe(false);
  });

  it('tells the unauthorized handler about a 401, and only a 401', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    await failure(json(403, { error: { code: 'FORBIDDEN', message: 'No' } }));
    expect(handler).not.toHaveBeenCalled();
    const error = await failure(json(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } }));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(error.code).toBe('UNAUTHORIZED');
  });
});
