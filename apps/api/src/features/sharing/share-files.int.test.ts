import type { MedicalRecord, PublicShare, SignedLink } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { addRecord, createShare, fetchPublic, openShare, tokenOf } from '../../test/shares.js';
import { fixture, send } from '../../test/uploads.js';

/** 10:00 IST on 5 March 2026; tests move it with `offsetMs`. */
const START = new Date('2026-03-05T04:30:00.000Z');
let offsetMs = 0;
let t: TestApp;
let alice: TestPatient;
let record: MedicalRecord;
let other: MedicalRecord;

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(START.getTime() + offsetMs) });
  alice = await signUpPatient(t.app);
  record = await addRecord(alice, 'Asthma', ['inhaler-rx.pdf', 'spirometry.pdf']);
  other = await addRecord(alice, 'Not shared', ['private.pdf']);
});
afterAll(() => t.close());

/** A share of the first file of `record` only, opened: its one link. */
async function shareFirstFile() {
  const [first] = record.prescription_files;
  const created = await createShare(alice, {
    label: 'File only',
    duration: '1h',
    scope: { type: 'items', file_ids: [`prescriptions/${first!.name}`] },
  });
  const shared = (await openShare(t.app, tokenOf(created))).json<PublicShare>();
  expect(shared.files.map((f) => f.display_name)).toEqual(['inhaler-rx.pdf']);
  return { created, link: shared.files[0]! };
}

describe('GET /api/public/share-files/...: short-lived links tied to the share', () => {
  it('serves a shared file without a session, as the patient stored it', async () => {
    const { link } = await shareFirstFile();
    const response = await fetchPublic(t.app, link.url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.equals(await fixture('prescription.pdf'))).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="inhaler-rx.pdf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('refuses a link changed to name a file outside the scope, or another share', async () => {
    const { link } = await shareFirstFile();
    const sibling = record.prescription_files[1]!.name;
    const unshared = other.prescription_files[0]!.name;
    const first = record.prescription_files[0]!.name;
    const another = await shareFirstFile();
    for (const url of [
      link.url.replace(first, sibling),
      link.url.replace(first, unshared),
      link.url.replace(/share-files\/[^/]+/, `share-files/${another.created.share.id}`),
      link.url.replace('disposition=inline', 'disposition=attachment'),
      link.url.replace(/sig=[^&]+/, 'sig=AAAA'),
      link.url.replace(/&sig=[^&]+/, ''),
    ]) {
      const response = await fetchPublic(t.app, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'SHARE_FILE_LINK_INVALID',
          message: 'This file link is invalid or has expired. Reload the shared page.',
          key: 'sharing.fileLinkInvalid',
        },
      });
    }
  });

  it("never accepts the owner's links, and the owner's route never accepts a share's", async () => {
    const { link } = await shareFirstFile();
    const first = record.prescription_files[0]!;
    const owner = (
      await alice.client.get(`/api/medical-records/${record.id}/files/${first.name}/url?disposition=inline`)
    ).json<SignedLink>();
    // The owner's link needs the owner's session…
    expect((await fetchPublic(t.app, owner.url)).statusCode).toBe(401);
    // …and its signature does not open the public route.
    const ownerQuery = owner.url.slice(owner.url.indexOf('?'));
    const forged = `${link.url.slice(0, link.url.indexOf('?'))}${ownerQuery}`;
    expect((await fetchPublic(t.app, forged)).statusCode).toBe(403);
    // A share's signature on the owner's route, even with the owner's session: refused.
    const shareQuery = link.url.slice(link.url.indexOf('?'));
    const onOwnerRoute = `${owner.url.slice(0, owner.url.indexOf('?'))}${shareQuery}`;
    expect((await send(alice.client, 'GET', onOwnerRoute)).statusCode).toBe(403);
  });

  it('stops working 300 s after it was made, and once the share is revoked', async () => {
    const { created, link } = await shareFirstFile();
    offsetMs = 299_000;
    expect((await fetchPublic(t.app, link.url)).statusCode).toBe(200);
    offsetMs = 300_000;
    expect((await fetchPublic(t.app, link.url)).statusCode).toBe(403);
    offsetMs = 0;

    expect((await alice.client.post(`/api/shares/${created.share.id}/revoke`)).statusCode).toBe(200);
    const revoked = await fetchPublic(t.app, link.url);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().error).toEqual({
      code: 'SHARE_UNAVAILABLE',
      message: 'This link has expired or was revoked.',
      key: 'sharing.unavailable',
    });
  });

  it('refuses a file the patient removed from the record after the link was made', async () => {
    const patient = await signUpPatient(t.app);
    const own = await addRecord(patient, 'Cough', ['cough.pdf']);
    const created = await createShare(patient, { label: 'All', duration: '1h', scope: { type: 'all' } });
    const shared = (await openShare(t.app, tokenOf(created))).json<PublicShare>();
    const link = shared.medical_records[0]!.files[0]!;
    const file = own.prescription_files[0]!.name;
    expect(
      (await send(patient.client, 'DELETE', `/api/medical-records/${own.id}/files/${file}`)).statusCode,
    ).toBe(200);
    const response = await fetchPublic(t.app, link.url);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('File not found.');
  });
});
