import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './api-client';
import { queryKeys } from './queries/keys';
import { createQueryClient, queryClient } from './query-client';
import {
  currentSession,
  forgetEndedSession,
  getShellQueryOptions,
  reloadSession,
  sessionEnd,
  type AuthSession,
} from './session';

const SHELL: AuthSession = {
  user: { id: 'u1', email: 'asha@example.com', name: 'Asha', time_zone: 'Asia/Kolkata' },
  patient: { id: 'u1', name: 'Asha', relationship: 'self', role: 'self' },
  header: {
    patient_id: 'PAT-1',
    display_name: 'Asha',
    email: 'asha@example.com',
    profile_picture_url: null,
    preferred_language: 'en',
  },
  notifications: { items: [], unread_count: 0 },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const UNAUTHORIZED = () => json(401, { error: { code: 'UNAUTHORIZED', message: 'Not signed in' } });

/**
 * The API as the browser sees it, by path: GET /api/shell answers the shell while `signedIn`, else
 * `null` (as the server does); any other path answers 200 `{}` while signed in, else 401 with the error
 * envelope. `down` makes the shell answer 503; `requests` lists every path asked for.
 */
function fakeApi() {
  const api = { signedIn: true, down: false, requests: [] as string[] };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const path = String(input);
      api.requests.push(path);
      if (path === '/api/shell') {
        if (api.down) return json(503, { error: { code: 'UNAVAILABLE', message: 'Try again later' } });
        return json(200, api.signedIn ? SHELL : null);
      }
      return api.signedIn ? json(200, {}) : UNAUTHORIZED();
    }),
  );
  return api;
}

/** Resolves once `check` holds, polling the cache every few ms for at most a second. */
async function until(check: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !check(); tries += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('the session is the shell query', () => {
  beforeEach(() => {
    sessionEnd.expired = false;
    sessionEnd.signedOut = false;
  });
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it("holds the signed-in patient's shell as the API answers it, and null once signed out", async () => {
    const api = fakeApi();
    const client = createQueryClient();
    expect(await client.fetchQuery(getShellQueryOptions())).toEqual(SHELL);
    expect(currentSession(client)?.user.email).toBe('asha@example.com');

    api.signedIn = false;
    expect(await reloadSession(client)).toBeNull();
    expect(currentSession(client)).toBeNull();
  });

  it('calls a session that ended by itself "expired", and one the patient ended "signed out"', async () => {
    const api = fakeApi();
    const client = createQueryClient();
    await reloadSession(client);
    api.signedIn = false;
    await reloadSession(client);
    expect(sessionEnd.expired).toBe(true);

    sessionEnd.expired = false;
    api.signedIn = true;
    await reloadSession(client);
    sessionEnd.signedOut = true;
    api.signedIn = false;
    await reloadSession(client);
    expect(sessionEnd.expired).toBe(false);
  });

  it('is not "expired" when nobody was signed in to begin with', async () => {
    const api = fakeApi();
    api.signedIn = false;
    expect(await reloadSession(createQueryClient())).toBeNull();
    expect(sessionEnd.expired).toBe(false);
  });

  it('keeps the session it knows when the shell cannot be read (an outage signs nobody out)', async () => {
    const api = fakeApi();
    const client = createQueryClient();
    // The app retries a 5xx once, after a second: at once here.
    client.setQueryDefaults(queryKeys.shell.all, { retryDelay: 0 });
    await reloadSession(client);
    api.down = true;
    expect(await reloadSession(client)).toEqual(SHELL);
    expect(sessionEnd.expired).toBe(false);
    expect(api.requests.filter((path) => path === '/api/shell')).toHaveLength(3);
  });

  it('a sign-in replaces a read of the shell that started before it', async () => {
    const api = fakeApi();
    api.signedIn = false;
    const client = createQueryClient();
    await reloadSession(client);
    const before = client.refetchQueries({ queryKey: queryKeys.shell.all });
    api.signedIn = true;
    expect(await reloadSession(client)).toEqual(SHELL);
    await before;
    expect(currentSession(client)).toEqual(SHELL);
  });

  it('a 401 from any API call reads the shell again, so the guard sees the session gone and calls it expired', async () => {
    const api = fakeApi();
    const observer = new QueryObserver(queryClient, getShellQueryOptions());
    const unsubscribe = observer.subscribe(() => undefined);
    await until(() => currentSession() !== null);

    api.signedIn = false;
    await expect(apiGet('/api/dashboard')).rejects.toMatchObject({
      status: 401,
    });
    await until(() => observer.getCurrentResult().data === null);
    expect(sessionEnd.expired).toBe(true);
    expect(api.requests.filter((path) => path === '/api/shell')).toHaveLength(2);
    unsubscribe();
  });
});

describe('forgetEndedSession', () => {
  it('drops every cached answer and mutation once the session has ended, and nothing while it lasts', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.shell.all, SHELL);
    client.setQueryData(queryKeys.medicalRecords.detail('r1'), { diagnosis: 'Viral fever' });
    client.setQueryData(queryKeys.dashboard.all, { medical_records: 1 });

    forgetEndedSession(client);
    expect(client.getQueryData(queryKeys.medicalRecords.detail('r1'))).toBeDefined();

    client.setQueryData(queryKeys.shell.all, null);
    forgetEndedSession(client);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([queryKeys.shell.all]);
    expect(client.getQueryData(queryKeys.dashboard.all)).toBeUndefined();
  });
});
