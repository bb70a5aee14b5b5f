import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropPrefetched, PREFETCH_TTL_MS, prefetchGet, takePrefetched } from './prefetch';

const T0 = 1_700_000_000_000;
const answer = (status: number) => new Response(JSON.stringify({ status }), { status });

describe('prefetched GETs', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    dropPrefetched();
    vi.unstubAllGlobals();
  });

  it('hands the answer to the first GET of the same path, once, and asks the server only once', async () => {
    fetchMock.mockResolvedValue(answer(200));
    prefetchGet('/api/dashboard', T0);
    prefetchGet('/api/dashboard', T0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
    expect(await takePrefetched('/api/other', T0)).toBeNull();
    expect((await takePrefetched('/api/dashboard', T0 + 500))?.status).toBe(200);
    expect(await takePrefetched('/api/dashboard', T0 + 600)).toBeNull();
  });

  it("hands over a 404 (the record is not the patient's either way) but never a 401 or a 5xx", async () => {
    fetchMock
      .mockResolvedValueOnce(answer(404))
      .mockResolvedValueOnce(answer(401))
      .mockResolvedValueOnce(answer(503));
    prefetchGet('/api/medical-records/x', T0);
    prefetchGet('/api/personal-info', T0);
    prefetchGet('/api/emergency-card', T0);
    expect((await takePrefetched('/api/medical-records/x', T0))?.status).toBe(404);
    expect(await takePrefetched('/api/personal-info', T0)).toBeNull();
    expect(await takePrefetched('/api/emergency-card', T0)).toBeNull();
  });

  it('drops an answer that waited too long, one that never came, and all of them when the session ends', async () => {
    fetchMock.mockResolvedValueOnce(answer(200)).mockRejectedValueOnce(new TypeError('offline'));
    prefetchGet('/api/upcoming-visits', T0);
    prefetchGet('/api/abha', T0);
    expect(await takePrefetched('/api/upcoming-visits', T0 + PREFETCH_TTL_MS + 1)).toBeNull();
    expect(await takePrefetched('/api/abha', T0)).toBeNull();

    fetchMock.mockResolvedValue(answer(200));
    prefetchGet('/api/dashboard', T0);
    dropPrefetched();
    expect(await takePrefetched('/api/dashboard', T0)).toBeNull();
  });
});
