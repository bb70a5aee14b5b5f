import type { PublicShare } from '@sehat/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient } from '../../test/client.js';
import { addRecord, createShare, fetchPublic, openShare, tokenOf } from '../../test/shares.js';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

it('never logs a share token, its access code, or a shared file link (docs/decisions/023)', async () => {
  const patient = await signUpPatient(t.app);
  await addRecord(patient, 'Logged nowhere', ['rx.pdf']);
  const created = await createShare(patient, {
    label: 'Dr. Log',
    duration: '1h',
    access_code: true,
    scope: { type: 'all' },
  });
  const token = tokenOf(created);
  await t.app.inject({ method: 'GET', url: `/s/${token}` });
  await openShare(t.app, token, { access_code: '999999' === created.access_code ? '000000' : '999999' });
  const opened = await openShare(t.app, token, { access_code: created.access_code });
  const link = opened.json<PublicShare>().medical_records[0]!.files[0]!;
  expect((await fetchPublic(t.app, link.url)).statusCode).toBe(200);
  const sig = new URL(link.url, 'http://x').searchParams.get('sig')!;
  const log = lines.join('\n');
  expect(log).toContain('/s/[redacted]');
  for (const secret of [token, created.access_code!, sig, 'Logged nowhere'])
    expect(log).not.toContain(secret);
});
