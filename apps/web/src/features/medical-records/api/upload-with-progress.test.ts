import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, onUnauthorized } from '@/lib/api-client';
import { uploadWithProgress } from './upload-with-progress';

/** An XMLHttpRequest that answers `status` with `body` (as JSON, or a string as it is) as soon as it is sent. */
function fakeXhr(status: number, body: unknown) {
  return class {
    status = status;
    responseText = typeof body === 'string' ? body : JSON.stringify(body);
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return 'application/json';
    }
    send() {
      queueMicrotask(() => this.onload?.());
    }
  };
}

const upload = () => uploadWithProgress<{ ok: boolean }>('/api/upload', new FormData(), () => {});

describe('uploadWithProgress', () => {
  afterEach(() => {
    onUnauthorized(null);
    vi.unstubAllGlobals();
  });

  it('resolves with the parsed answer', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(201, { ok: true }));
    await expect(upload()).resolves.toEqual({ ok: true });
  });

  it('rejects a success whose body is not JSON (a proxy page) as an invalid response, like the api client', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(201, '<html>Welcome to the hotel wifi</html>'));
    await expect(upload()).rejects.toMatchObject({ status: 201, code: 'INVALID_RESPONSE' });
  });

  it('rejects a 401 with the envelope and tells the session-gone handler, like the api client', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } }),
    );
    const error: unknown = await upload().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not call the handler for other failures', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(415, { error: { code: 'UNSUPPORTED_FILE_TYPE', message: 'No' } }),
    );
    await expect(upload()).rejects.toMatchObject({ status: 415, code: 'UNSUPPORTED_FILE_TYPE' });
    expect(handler).not.toHaveBeenCalled();
  });
});
