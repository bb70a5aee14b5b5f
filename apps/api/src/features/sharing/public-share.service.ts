import {
  DEFAULT_TIME_ZONE,
  SHARE_MAX_CODE_ATTEMPTS,
  todayIn,
  wrongCodeMessage,
  type PrescriptionFile,
  type PublicShare,
  type ShareFileBucket,
  type SharedPatient,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { DomainError, forbidden, notFound } from '../../errors/domain-errors.js';
import { appendActivity } from '../activity/index.js';
import { cardCoverage } from '../emergency-card/index.js';
import { hashShareToken, isShareTokenShape, verifyAccessCode } from './share-secrets.js';
import { findScopedFile, resolveScope } from './share-scope.js';
import { signShareFileLink } from './share-file-links.js';
import { shareStatus } from './shares.service.js';
import {
  findById,
  findByTokenHash,
  findPatientProfile,
  recordOpen,
  releaseCodeAttempt,
  reserveCodeAttempt,
  type ShareRow,
} from './shares.repository.js';

/** The public side's dependencies: the database, the clock and the key of share file links. */
export interface PublicShareDeps {
  db: Db;
  now: () => Date;
  /** `shareFileSecret(fileSecret)`. */
  linkSecret: string;
}

const invalidLink = () => notFound('sharing.notFound', 'SHARE_NOT_FOUND');
const unavailable = () => notFound('sharing.unavailable', 'SHARE_UNAVAILABLE');
const locked = () => forbidden('sharing.locked', 'SHARE_LOCKED');

/** Whole years from `dateOfBirth` to `today` (both 'yyyy-MM-dd'). */
function yearsBetween(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** Who opened a link: their address and browser, for the owner's activity log. */
export interface ShareVisitor {
  ip: string;
  userAgent: string | null;
}

/**
 * Writes `share_opened` or `share_refused` (a wrong or missing code, a locked, expired or revoked link) to
 * the owner's activity log (docs/decisions/024-erasure-export-activity-log.md and "Bad input"): the share's id, the visitor's address and
 * browser, never the token or the code.
 */
function logVisit(db: Db, row: ShareRow, visitor: ShareVisitor, kind: 'share_opened' | 'share_refused') {
  return appendActivity(db, {
    userId: row.patientId,
    kind,
    subjectId: row.id,
    ip: visitor.ip,
    userAgent: visitor.userAgent,
  });
}

/**
 * Name, age today (in the owner's time zone) and blood group of the share's owner, and the active policy
 * and scheme cards when the owner chose to show them (docs/decisions/056-government-schemes.md).
 */
async function patientOf(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ patient: SharedPatient; coverage: Pick<PublicShare, 'policy' | 'scheme_cards'> }> {
  const profile = await findPatientProfile(db, userId);
  const { policy, scheme_cards } = await cardCoverage(
    db,
    userId,
    {
      cardShowsPolicy: profile?.cardShowsPolicy ?? false,
      cardShowsSchemes: profile?.cardShowsSchemes ?? false,
    },
    profile?.timeZone ?? DEFAULT_TIME_ZONE,
    now,
  );
  const joined = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  const name = profile?.fullName?.trim() || joined || profile?.displayName?.trim() || 'Patient';
  const dob = profile?.dateOfBirth;
  const age = dob
    ? yearsBetween(dob, todayIn(profile?.timeZone ?? DEFAULT_TIME_ZONE, now))
    : (profile?.age ?? null);
  return {
    patient: {
      name,
      age,
      blood_group: profile?.bloodGroup ?? null,
      allergies: profile?.allergies ?? [],
      chronic_conditions: profile?.chronicConditions ?? [],
    },
    coverage: { policy, scheme_cards },
  };
}

/** The share behind `token`; refused alike (404 SHARE_NOT_FOUND) when malformed or unknown. */
async function shareByToken(db: Db, token: string): Promise<ShareRow> {
  if (!isShareTokenShape(token)) throw invalidLink();
  const row = await findByTokenHash(db, hashShareToken(token));
  if (!row) throw invalidLink();
  return row;
}

/** Refuses a share that is no longer usable at `now`: expired or revoked (404), locked (403). */
function assertActive(row: ShareRow, now: Date): void {
  const status = shareStatus(row, now);
  if (status === 'expired' || status === 'revoked') throw unavailable();
  if (status === 'locked') throw locked();
}

/**
 * Checks the access code of a protected share: each try first reserves one of
 * its 5 attempts (so parallel guesses cannot pass 5), a right code gives it
 * back. 403 ACCESS_CODE_REQUIRED without a code, ACCESS_CODE_WRONG with the
 * tries left, SHARE_LOCKED once none are left (for good: the patient makes a new link).
 */
async function checkAccessCode(db: Db, row: ShareRow, code: string | undefined): Promise<void> {
  if (!row.codeHash) return;
  if (!code) throw forbidden('sharing.codeRequired', 'ACCESS_CODE_REQUIRED');
  const attempts = await reserveCodeAttempt(db, row.id, SHARE_MAX_CODE_ATTEMPTS);
  if (attempts === null) throw locked();
  if (await verifyAccessCode(code, row.codeHash)) {
    await releaseCodeAttempt(db, row.id);
    return;
  }
  const left = SHARE_MAX_CODE_ATTEMPTS - attempts;
  if (left <= 0) throw locked();
  throw forbidden(wrongCodeMessage(left), 'ACCESS_CODE_WRONG');
}

/**
 * Opens a share (POST /api/public/shares/:token): refuses a malformed or
 * unknown token (404 SHARE_NOT_FOUND), an expired or revoked one (404
 * SHARE_UNAVAILABLE), a locked one (403 SHARE_LOCKED) and a missing or
 * wrong code (403); otherwise counts the open and returns the read-only
 * summary of exactly the scope, each file with a 300 s link tied to the share.
 * Every open and every refusal of a known share goes to its owner's activity log.
 */
export async function openShare(
  deps: PublicShareDeps,
  token: string,
  code: string | undefined,
  visitor: ShareVisitor,
): Promise<PublicShare> {
  const { db } = deps;
  const now = deps.now();
  const row = await shareByToken(db, token);
  try {
    assertActive(row, now);
    await checkAccessCode(db, row, code);
  } catch (error) {
    if (error instanceof DomainError) await logVisit(db, row, visitor, 'share_refused');
    throw error;
  }
  await recordOpen(db, row.id, now);
  await logVisit(db, row, visitor, 'share_opened');
  const [{ patient, coverage }, scope] = await Promise.all([
    patientOf(db, row.patientId, now),
    resolveScope(db, row),
  ]);
  const link = (bucket: ShareFileBucket) => (file: PrescriptionFile) => ({
    ...file,
    ...signShareFileLink(
      deps.linkSecret,
      {
        shareId: row.id,
        bucket,
        name: file.name,
        disposition: file.viewable ? 'inline' : 'attachment',
        filename: file.display_name,
      },
      now,
    ),
  });
  return {
    shared_by: patient.name,
    expires_at: row.expiresAt.toISOString(),
    patient,
    ...coverage,
    medical_records: scope.records.map(({ prescription_files, ...record }) => ({
      id: record.id,
      primary_reason: record.primary_reason,
      symptoms: record.symptoms,
      doctor_name: record.doctor_name,
      specialization: record.specialization,
      hospital_name: record.hospital_name,
      contact_number: record.contact_number,
      diagnosis: record.diagnosis,
      treatment_plan: record.treatment_plan,
      prescribed_medications: record.prescribed_medications,
      record_date: record.record_date,
      follow_up_date: record.follow_up_date,
      visit_type: record.visit_type,
      additional_notes: record.additional_notes,
      summary_previous_visits: record.summary_previous_visits,
      files: prescription_files.map(link('prescriptions')),
    })),
    lab_reports: scope.reports.map(({ files, created_at: _created, ...report }) => ({
      ...report,
      files: files.map(link('lab-reports')),
    })),
    files: scope.files.map(({ bucket, file }) => link(bucket)(file)),
  };
}

/**
 * The owner's storage key of a file a verified share link names, and its
 * patient's file: refused (404 SHARE_UNAVAILABLE) once the share is revoked,
 * expired or locked, and 404 when the file is no longer in its scope.
 */
export async function sharedFileKey(
  db: Db,
  shareId: string,
  bucket: ShareFileBucket,
  name: string,
  now: Date,
): Promise<{ key: string; file: PrescriptionFile }> {
  const row = await findById(db, shareId);
  if (!row || shareStatus(row, now) !== 'active') throw unavailable();
  const file = findScopedFile(await resolveScope(db, row), bucket, name);
  if (!file) throw notFound('medicalRecords.fileNotFound');
  return { key: `${row.patientId}/${file.name}`, file };
}
