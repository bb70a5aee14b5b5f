import {
  ApiError,
  failure,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  readAnswer,
} from '@/lib/api-client';

/**
 * POSTs `body` (multipart/form-data) to `path` with XMLHttpRequest so the
 * upload's progress can be shown (docs/product.md#states-and-transitions 'Uploading...'). `onProgress`
 * receives 0–1. Resolves with the answer typed `T` and read as the API client
 * reads one (`readAnswer`: not JSON → `INVALID_RESPONSE`); rejects with
 * ApiError like the rest of the API client (status 0 when offline), through
 * the same `failure` path, so a 401 runs the session-gone handler.
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE, 'general.network'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', GENERIC_ERROR_MESSAGE, 'general.generic'));
    xhr.onload = () => {
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
      });
      if (!response.ok) {
        // The api client's one failure path: a 401 also tells the app the session is gone.
        void failure(response).then(reject, reject);
        return;
      }
      onProgress(1);
      try {
        resolve(readAnswer<T>(xhr.responseText, xhr.status));
      } catch (error) {
        // readAnswer throws only ApiError
        reject(
          error instanceof Error
            ? error
            : new ApiError(xhr.status, 'INVALID_RESPONSE', GENERIC_ERROR_MESSAGE),
        );
      }
    };
    xhr.send(body);
  });
}
