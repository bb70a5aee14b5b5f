import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app.js';
import { TEST_BASE_URL } from './app.js';

/** A random address in 10.0.0.0/8, so each simulated client has its own rate-limit bucket. */
export function randomIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** A unique e-mail on a reserved test domain. */
export function uniqueEmail(label = 'patient'): string {
  return `${label}-${randomUUID()}@example.test`;
}

export const TEST_PASSWORD = 'Tamarind42';

type RequestOptions = Omit<InjectOptions, 'url' | 'method' | 'remoteAddress'> & { url: string };

/**
 * One browser talking to the app through `app.inject`: its own IP, the
 * Origin header of the app, and a cookie jar fed by Set-Cookie answers.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly app: App,
    readonly ip: string = randomIp(),
  ) {}

  /** The Cookie header this client sends ('' when signed out). */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    options: RequestOptions,
  ): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader;
    const response = await this.app.inject({
      ...options,
      method,
      remoteAddress: this.ip,
      headers: { origin: TEST_BASE_URL, ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const set of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired = set.maxAge === 0 || (set.expires !== undefined && set.expires.getTime() <= Date.now());
      if (expired || set.value === '') this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  get(url: string, options: Omit<RequestOptions, 'url'> = {}) {
    return this.request('GET', { ...options, url });
  }

  post(url: string, payload?: InjectOptions['payload'], options: Omit<RequestOptions, 'url'> = {}) {
    return this.request('POST', { ...options, url, payload });
  }
}

/**
 * POST /api/auth/request-password-reset for `email` from a fresh browser, as the forgot-password form sends
 * it (`redirectTo: '/auth/reset'`); answers the response (200 whether or not the address is known).
 */
export function requestPasswordReset(app: App, email: string): Promise<LightMyRequestResponse> {
  return new TestClient(app).post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset' });
}

export interface TestPatient {
  client: TestClient;
  name: string;
  email: string;
  password: string;
  userId: string;
}

/**
 * Sign a new patient up through POST /api/auth/sign-up/email (as the web app
 * does) and return the signed-in client. Throws unless the answer is 200.
 */
export async function signUpPatient(
  app: App,
  details: { name?: string; email?: string; password?: string } = {},
): Promise<TestPatient> {
  const client = new TestClient(app);
  const name = details.name ?? 'Asha Rani Verma';
  const email = details.email ?? uniqueEmail();
  const password = details.password ?? TEST_PASSWORD;
  const response = await client.post('/api/auth/sign-up/email', { name, email, password });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ user: { id: string } }>();
  return { client, name, email, password, userId: body.user.id };
}
