import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiGet,
  apiRequest,
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

describe('api client answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** `fetch` answering every request with `response()`. */
  const answer = (response: () => Response) =>
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => response()),
    );

  it('resolves with the JSON answer as the server sent it', async () => {
    answer(() => json(200, { items: [{ id: 'r1' }], total: 1 }));
    await expect(apiGet<{ items: { id: string }[] }>('/api/medical-records')).resolves.toEqual({
      items: [{ id: 'r1' }],
      total: 1,
    });
  });

  it('resolves with undefined for a 204 or an empty body', async () => {
    answer(() => new Response(null, { status: 204 }));
    await expect(apiRequest('/api/claims/c1', { method: 'DELETE' })).resolves.toBeUndefined();
    answer(() => new Response('', { status: 200 }));
    await expect(apiRequest('/api/notifications/read-all', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('rejects a success that is not a JSON object (a proxy page, a bare value) as an invalid response', async () => {
    answer(() => new Response('<h1>Sign in to the hotel wifi</h1>', { status: 200 }));
    await expect(apiGet('/api/dashboard')).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    answer(() => json(200, 'ok'));
    await expect(apiGet('/api/dashboard')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    answer(() => json(200, null));
    await expect(apiGet('/api/dashboard')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('takes a null answer only where the endpoint may send one', async () => {
    answer(() => json(200, null));
    await expect(apiRequest('/api/shell', { orNull: true })).resolves.toBeNull();
  });

  it('rejects as a network error when offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiGet('/api/dashboard')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
