import { GENERAL_MESSAGES, type ErrorEnvelope } from '@sehat/shared';
import { actingPatientHeaders } from './acting-patient';

/**
 * The one place the web app talks to `/api/*` (not better-auth's `/api/auth`).
 * Every failure becomes an {@link ApiError} carrying the server's envelope
 * `{ error: { code, key, values?, message } }` (docs/architecture.md#d6-rest-api-with-one-error-envelope); a 401 also
 * tells the registered handler that the session is gone (docs/product.md#data-calls: a session
 * problem goes to /).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The key of the message in the shared table (`claims.notFound`) and its values: shown with `t(key, values)`. */
  readonly key: string | undefined;
  readonly values: Record<string, string | number> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    key?: string,
    values?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.key = key;
    this.values = values;
  }
}

export const GENERIC_ERROR_MESSAGE = GENERAL_MESSAGES.generic;
export const NETWORK_ERROR_MESSAGE = GENERAL_MESSAGES.network;

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Registers what happens on any 401 (the app reloads the session so the guard sends the patient to /). */
export function onUnauthorized(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/**
 * True when `body` has the shape of the shared `errorEnvelopeSchema`. Checked
 * by hand so this module (in the entry chunk) does not pull zod into the
 * landing page's first load; the shared type keeps the two in step.
 */
export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/**
 * Turns a non-2xx response into an ApiError: the envelope's code and message
 * when the body is one, else `HTTP_<status>` with a generic sentence.
 */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: fall through to the generic error
  }
  if (isErrorEnvelope(body)) {
    const { code, message, key, values } = body.error;
    return new ApiError(response.status, code, message, typeof key === 'string' ? key : undefined, values);
  }
  return new ApiError(response.status, `HTTP_${response.status}`, GENERIC_ERROR_MESSAGE, 'general.generic');
}

/**
 * The ApiError for a failed response; on a 401 the registered handler runs
 * first (one place for "the session is gone").
 */
export async function failure(response: Response): Promise<ApiError> {
  const error = await toApiError(response);
  if (response.status === 401) unauthorizedHandler?.();
  return error;
}

/**
 * The answer of a 2xx response, read from its `text`: `undefined` when there is none (a 204, an empty
 * body), else its JSON, which must be an object as every `/api` answer is (or `null` where `orNull` says
 * the endpoint answers it: GET /api/shell with nobody signed in). Anything else (an HTML page from a proxy
 * or a captive portal, a truncated body) rejects as an `INVALID_RESPONSE` ApiError, so the screen shows its
 * failed-load state. The answer is typed, not parsed: the server checks every answer against its shared
 * response schema before sending it (docs/decisions/048-signed-in-screens-without-zod.md), so a screen's
 * first load carries no zod.
 */
export function readAnswer<T>(text: string, status: number, orNull = false): T {
  if (text === '') return undefined as T;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(status, 'INVALID_RESPONSE', GENERIC_ERROR_MESSAGE, 'general.generic');
  }
  if (body === null ? !orNull : typeof body !== 'object')
    throw new ApiError(status, 'INVALID_RESPONSE', GENERIC_ERROR_MESSAGE, 'general.generic');
  return body as T;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * Sent as JSON, or as multipart when it is FormData (the browser sets the
   * boundary). Omit it for bodiless requests (the API rejects an empty JSON body).
   */
  body?: unknown;
  signal?: AbortSignal;
  /** The endpoint may answer JSON `null` (see `readAnswer`). */
  orNull?: boolean;
}

/** How a request leaves: the browser's `fetch`, unless the server's renderer put its own in. */
let send: typeof fetch = (input, init) => fetch(input, init);

/**
 * Sends every later request with `sender` instead of `fetch`: the server's renderer of signed-in screens
 * (`app/server-render.tsx`) answers them inside the API, with the cookie of the request it renders.
 */
export function sendRequestsWith(sender: typeof fetch): void {
  send = sender;
}

/**
 * Calls `path` on the same origin with the session cookie and the acting patient (`X-Sehat-Patient`,
 * lib/acting-patient.ts). Resolves with the answer typed `T`, the
 * shared contract's type of what the endpoint sends (`apiRequest<MedicalRecord>(…)`), or `undefined` for
 * a 204 or an empty body; rejects with ApiError: status 0 `NETWORK_ERROR` when offline or when the body
 * stops arriving midway, the server's envelope otherwise, `INVALID_RESPONSE` when the body is not a JSON
 * object (`readAnswer`).
 */
export async function apiRequest<T = undefined>(path: string, options: RequestOptions = {}): Promise<T> {
  // The patient the request acts for, read as it leaves (lib/acting-patient.ts).
  const headers: Record<string, string> = { Accept: 'application/json', ...actingPatientHeaders() };
  const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (options.body instanceof FormData) {
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  let text: string;
  try {
    response = await send(path, init);
    if (!response.ok) throw await failure(response);
    text = await response.text();
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE, 'general.network');
  }
  return readAnswer<T>(text, response.status, options.orNull);
}

/** GET `path`; resolves with its answer typed `T` (see `apiRequest`). */
export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, signal ? { signal } : {});
}

/** POST `body` as JSON to `path`; resolves with the answer typed `T`, or undefined when there is none. */
export function apiPost<T = undefined>(path: string, body: unknown): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body });
}

/** POST a multipart form (file uploads) to `path`; resolves with the answer typed `T`. */
export function apiUpload<T = undefined>(path: string, form: FormData): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body: form });
}

/** The file name of an attachment (`filename*=UTF-8''…`, else `filename="…"`), or null. */
function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed name: fall back to the plain one
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/**
 * GET an attachment at `path` with the session cookie (data exports): resolves with its bytes and the
 * server's file name once the whole body has arrived; rejects with ApiError like `apiRequest` (the
 * server's envelope, or status 0 `NETWORK_ERROR` when offline or when the download is cut off midway).
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', headers: actingPatientHeaders() });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE, 'general.network');
  }
  if (!response.ok) throw await failure(response);
  try {
    const blob = await response.blob();
    return { blob, fileName: attachmentName(response.headers.get('content-disposition')) };
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE, 'general.network');
  }
}
