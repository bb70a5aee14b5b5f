import type { ActivityPage } from '@sehat/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { addRecord, createShare, openShare, tokenOf } from '../../test/shares.js';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

/** The patient's activity entries of share kinds, oldest first, as "kind subject ip" ('me' for their own). */
async function shareActivity(patient: TestPatient): Promise<string[]> {
  const response = await patient.client.get('/api/activity?page_size=50');
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<ActivityPage>()
    .items.filter((entry) => entry.kind.startsWith('share_'))
    .reverse()
    .map((entry) => {
      const ip = entry.ip === patient.client.ip ? 'me' : entry.ip;
      return `${entry.kind} ${entry.subject_id ?? '-'} ${ip ?? '-'}`;
    });
}

it("logs a share's creation, each open and each refusal by address, and its revocation (docs/decisions/024-erasure-export-activity-log.md)", async () => {
  const patient = await signUpPatient(t.app);
  await addRecord(patient, 'Shared checkup');
  const created = await createShare(patient, {
    label: 'Dr. Rao',
    duration: '24h',
    access_code: true,
    scope: { type: 'all' },
  });
  const token = tokenOf(created);
  const id = created.share.id;
  const wrong = created.access_code === '111111' ? '222222' : '111111';

  expect((await openShare(t.app, token, { access_code: wrong }, '10.1.1.1')).statusCode).toBe(403);
  expect((await openShare(t.app, token, {}, '10.1.1.2')).statusCode).toBe(403);
  expect((await openShare(t.app, token, { access_code: created.access_code }, '10.1.1.3')).statusCode).toBe(
    200,
  );
  expect((await patient.client.post(`/api/shares/${id}/revoke`)).statusCode).toBe(200);
  expect((await openShare(t.app, token, { access_code: created.access_code }, '10.1.1.4')).statusCode).toBe(
    404,
  );

  expect(await shareActivity(patient)).toEqual([
    `share_created ${id} me`,
    `share_refused ${id} 10.1.1.1`,
    `share_refused ${id} 10.1.1.2`,
    `share_opened ${id} 10.1.1.3`,
    `share_revoked ${id} me`,
    `share_refused ${id} 10.1.1.4`,
  ]);
});

it("logs a guessed or malformed token in the server log by its code only, and in nobody's activity", async () => {
  const patient = await signUpPatient(t.app);
  const guessed = 'A'.repeat(32);
  expect((await openShare(t.app, guessed)).statusCode).toBe(404);
  expect((await openShare(t.app, 'short')).statusCode).toBe(404);
  const refusals = lines.filter((line) => line.includes('share link refused'));
  expect(refusals.filter((line) => line.includes('SHARE_NOT_FOUND'))).toHaveLength(2);
  expect(lines.join('\n')).not.toContain(guessed);
  expect(await shareActivity(patient)).toEqual([]);
});
