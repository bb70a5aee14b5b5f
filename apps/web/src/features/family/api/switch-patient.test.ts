import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actingPatientId, setActingPatientId } from '@/lib/acting-patient';
import { apiGet } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { switchPatient } from './switch-patient';

/**
 * The API as the browser sees it: every GET answers `{ patient }`, the X-Sehat-Patient header it was sent
 * ('self' without one); `requests` lists the header of each request.
 */
function fakeApi() {
  const api = { requests: [] as (string | null)[] };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (_input, init) => {
      const header = new Headers(init?.headers).get('x-sehat-patient');
      api.requests.push(header);
      return new Response(JSON.stringify({ patient: header ?? 'self' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setActingPatientId(null);
});

describe('switchPatient (docs/decisions/049-patients-apart-from-accounts.md)', () => {
  it("never shows the previous patient's answer under the new one, and asks again for the new one", async () => {
    const api = fakeApi();
    const client = createQueryClient();
    const options = {
      queryKey: ['lab-reports'],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiGet<{ patient: string }>('/api/lab-reports', signal),
    };
    const seen: (string | undefined)[] = [];
    const observer = new QueryObserver(client, options);
    const unsubscribe = observer.subscribe((result) => seen.push(result.data?.patient));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ patient: 'self' }));
    // An inactive answer of the account's own patient stays cached until the switch.
    await client.prefetchQuery({ ...options, queryKey: ['dashboard'] });

    await switchPatient(client, 'mother-1');
    expect(actingPatientId()).toBe('mother-1');
    expect(client.getQueryData(['dashboard'])).toBeUndefined();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ patient: 'mother-1' }));
    // What the screen was given: the own patient's answer, then nothing, then the mother's; never 'self' after the switch.
    const afterSwitch = seen.slice(seen.lastIndexOf('self') + 1);
    expect(afterSwitch[0]).toBeUndefined();
    expect(afterSwitch.filter(Boolean)).toEqual(['mother-1']);
    expect(api.requests).toEqual([null, null, 'mother-1']);
    expect(document.cookie).toContain('sehat_patient=mother-1');

    await switchPatient(client, null);
    expect(document.cookie).not.toContain('sehat_patient=mother-1');
    unsubscribe();
  });
});
