import { MutationObserver, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import type { ErrorPolicy } from './error-policy';
import { queryKeys } from './queries/keys';
import { createQueryClient, type AppMutationMeta } from './query-client';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), message: vi.fn() } }));

/** A client holding fresh data under one key of every resource. */
function seededClient() {
  const client = createQueryClient();
  const keys: QueryKey[] = [
    queryKeys.clinics.list(),
    queryKeys.clinics.list({ state: 'Goa', city: 'Panaji' }),
    queryKeys.hospitals.detail('CLN-ABCDEF'),
    queryKeys.profile.full,
    queryKeys.personalInfo.all,
    queryKeys.dashboard.all,
    queryKeys.shell.all,
    queryKeys.upcomingVisits.all,
    queryKeys.medicalRecords.list(1, 20),
    queryKeys.medicalRecords.detail('r1'),
    queryKeys.prescriptions.list(1, 100),
    queryKeys.claims.list(1, 20),
    queryKeys.claims.detail('c1'),
  ];
  for (const key of keys) client.setQueryData(key, { seeded: true });
  const invalidated = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
  return { client, invalidated };
}

function runMutation(
  client: ReturnType<typeof createQueryClient>,
  meta: AppMutationMeta,
  outcome: () => Promise<unknown>,
) {
  const observer = new MutationObserver(client, { mutationFn: outcome, meta });
  return observer.mutate(undefined).catch(() => undefined);
}

describe('query keys', () => {
  it('start with their resource, so its `all` prefix reaches every list and detail', () => {
    expect(queryKeys.clinics.list({ state: 'Goa', city: 'Panaji' }).slice(0, 1)).toEqual(
      queryKeys.clinics.all,
    );
    expect(queryKeys.hospitals.detail('HOS001').slice(0, 1)).toEqual(queryKeys.hospitals.all);
    expect(queryKeys.profile.full.slice(0, 1)).toEqual(queryKeys.profile.all);
    expect(queryKeys.medicalRecords.list(2, 20).slice(0, 2)).toEqual(queryKeys.medicalRecords.lists);
    expect(queryKeys.medicalRecords.detail('r1').slice(0, 1)).toEqual(queryKeys.medicalRecords.all);
    expect(queryKeys.claims.detail('c1').slice(0, 1)).toEqual(queryKeys.claims.all);
  });
});

describe('a mutation invalidates exactly what it touches', () => {
  it('after success: the named prefixes and nothing else', async () => {
    const { client, invalidated } = seededClient();
    await runMutation(
      client,
      { invalidates: [queryKeys.upcomingVisits.all, queryKeys.shell.all, queryKeys.dashboard.all] },
      () => Promise.resolve('booked'),
    );
    expect(invalidated()).toEqual(
      expect.arrayContaining([queryKeys.dashboard.all, queryKeys.shell.all, queryKeys.upcomingVisits.all]),
    );
    expect(invalidated()).toHaveLength(3);
  });

  it('a prefix reaches every query under it (both clinic lists), and a sub-prefix only its part', async () => {
    const { client, invalidated } = seededClient();
    await runMutation(client, { invalidates: [queryKeys.clinics.all, queryKeys.medicalRecords.lists] }, () =>
      Promise.resolve(),
    );
    expect(invalidated()).toEqual([
      queryKeys.clinics.list(),
      queryKeys.clinics.list({ state: 'Goa', city: 'Panaji' }),
      queryKeys.medicalRecords.list(1, 20),
    ]);
  });

  it('after a refusal too (it may have half-happened), but not after a 401: the session is gone', async () => {
    const refused = seededClient();
    await runMutation(refused.client, { invalidates: [queryKeys.shell.all] }, () =>
      Promise.reject(new ApiError(400, 'VALIDATION_ERROR', 'No')),
    );
    expect(refused.invalidated()).toEqual([queryKeys.shell.all]);

    const signedOut = seededClient();
    await runMutation(signedOut.client, { invalidates: [queryKeys.shell.all] }, () =>
      Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Sign in')),
    );
    expect(signedOut.invalidated()).toEqual([]);
  });

  it('a mutation that names nothing invalidates nothing', async () => {
    const { client, invalidated } = seededClient();
    await runMutation(client, {}, () => Promise.resolve());
    expect(invalidated()).toEqual([]);
  });
});

describe('the error policy runs in one place', () => {
  afterEach(() => vi.mocked(toast.error).mockClear());
  const errorToast: ErrorPolicy = {
    rules: [{ status: 'client', toast: (error) => ({ title: error.message }) }],
    fallback: { title: 'Failed to book appointment' },
  };

  it("a failed mutation shows its policy's toast", async () => {
    const client = createQueryClient();
    await runMutation(client, { errorToast }, () =>
      Promise.reject(new ApiError(400, 'VALIDATION_ERROR', 'Appointment date cannot be in the past')),
    );
    expect(toast.error).toHaveBeenCalledWith('Appointment date cannot be in the past', {
      description: undefined,
      id: undefined,
    });
    await runMutation(client, { errorToast }, () => Promise.reject(new ApiError(503, 'HTTP_503', 'x')));
    expect(toast.error).toHaveBeenLastCalledWith('Failed to book appointment', {
      description: undefined,
      id: undefined,
    });
  });

  it('a failed query with a policy toasts; without one it stays quiet', async () => {
    const client = createQueryClient();
    const fail = () => Promise.reject(new ApiError(404, 'NOT_FOUND', 'Claim not found'));
    const quiet = new QueryObserver(client, { queryKey: ['quiet'], queryFn: fail, retry: false });
    await quiet.refetch();
    expect(toast.error).not.toHaveBeenCalled();

    const loud = new QueryObserver(client, {
      queryKey: ['loud'],
      queryFn: fail,
      retry: false,
      meta: { errorToast: { fallback: { title: 'Failed to load claim details.', id: 'claim' } } },
    });
    await loud.refetch();
    expect(toast.error).toHaveBeenCalledWith('Failed to load claim details.', {
      description: undefined,
      id: 'claim',
    });
  });
});
