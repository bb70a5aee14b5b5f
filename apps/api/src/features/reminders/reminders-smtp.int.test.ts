import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ownTestDatabase, type OwnTestDatabase } from '../../test/database.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient } from '../../test/client.js';
import { seedVisit } from '../../test/seed.js';
import { MAIL_DELIVERY_JOB } from '../mail/index.js';
import { decodeQuotedPrintable, startTestSmtp, type TestSmtp } from '../../test/smtp-server.js';

/** A reminder over real SMTP (SMTP_URL set) to an SMTP server started here (docs/decisions/028-jobs-and-reminders.md). */
let smtp: TestSmtp;
let own: OwnTestDatabase;
let t: TestApp;
// 09:00 in Asia/Kolkata on 2025-05-20.
const now = new Date('2025-05-20T03:30:00Z');
beforeAll(async () => {
  smtp = await startTestSmtp();
  own = await ownTestDatabase();
  t = await buildTestApp({
    database: own.database,
    now: () => now,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Sehat <no-reply@sehat.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await own.dispose();
  await smtp.close();
});

it('delivers the appointment reminder through the SMTP server, once, without the doctor', async () => {
  const patient = await signUpPatient(t.app);
  await seedVisit(t.db, patient.userId, {
    visitDate: '2025-05-21',
    hospitalName: 'Jaslok Hospital',
    doctorName: 'Dr. Farhan Qureshi',
  });
  expect(await t.app.jobs.runNow('email-reminders')).toBe('completed');
  expect(await t.app.jobs.runNow('email-reminders')).toBe('completed');
  expect(await t.app.jobs.runNow(MAIL_DELIVERY_JOB)).toBe('completed');
  expect(await t.app.jobs.runNow(MAIL_DELIVERY_JOB)).toBe('completed');

  const mail = await vi.waitFor(
    () => {
      const found = smtp.received.find((received) => received.to.includes(patient.email));
      if (!found) throw new Error('no reminder yet');
      return found;
    },
    { timeout: 10_000, interval: 20 },
  );
  const body = decodeQuotedPrintable(mail.raw);
  expect(body).toContain('Subject: Appointment tomorrow');
  expect(body).toContain('You have an appointment at Jaslok Hospital tomorrow.');
  expect(body).not.toMatch(/Farhan|Qureshi/);
  expect(smtp.received.filter((received) => received.to.includes(patient.email))).toHaveLength(1);
});
