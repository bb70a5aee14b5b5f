import type { CareGrant, CareInvitationInput } from '@sehat/shared';
import { PATIENT_HEADER } from '@sehat/shared';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { TEST_BASE_URL, type TestApp } from './app.js';
import type { TestPatient } from './client.js';
import { firstLink, latestMailTo } from './outbox.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request of `who`'s browser, acting for `actingFor` (the X-Sehat-Patient header) when given. */
export function callAs(
  t: TestApp,
  who: TestPatient,
  method: Method,
  url: string,
  options: {
    payload?: InjectOptions['payload'];
    actingFor?: string;
    headers?: Record<string, string>;
  } = {},
) {
  return t.app.inject({
    method,
    url,
    payload: options.payload,
    remoteAddress: who.client.ip,
    headers: {
      origin: TEST_BASE_URL,
      cookie: who.client.cookieHeader,
      ...(options.actingFor === undefined ? {} : { [PATIENT_HEADER]: options.actingFor }),
      ...options.headers,
    },
  });
}

/** The token in the newest invitation mail to `email` (the link's fragment), read from the dev outbox. */
export async function invitationTokenFor(t: TestApp, email: string): Promise<string> {
  const mail = await latestMailTo(t, email);
  expect(mail, `an invitation to ${email}`).toBeDefined();
  return new URL(firstLink(mail!)).hash.slice(1);
}

/**
 * `owner` invites `caregiver` (acting for `patient`, default the owner's own) and the caregiver accepts
 * through the API, as the mail's link leads them to; answers the grant.
 */
export async function grantCare(
  t: TestApp,
  owner: TestPatient,
  caregiver: TestPatient,
  invitation: Omit<CareInvitationInput, 'email'>,
  patient?: string,
): Promise<CareGrant> {
  const invited = await callAs(t, owner, 'POST', '/api/caregivers/invitations', {
    payload: { email: caregiver.email, ...invitation },
    actingFor: patient,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = await invitationTokenFor(t, caregiver.email);
  const accepted = await callAs(t, caregiver, 'POST', '/api/caregivers/invitations/accept', {
    payload: { token },
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  return accepted.json<CareGrant>();
}
