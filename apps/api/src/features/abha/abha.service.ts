import { type Abha, type UpdateAbhaRequest } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import { findAbha, updateAbha, type AbhaRow } from './abha.repository.js';

const toAbha = (row: AbhaRow): Abha => ({
  abha_number: row.abhaNumber,
  abha_address: row.abhaAddress,
  verified: false,
});

/** The patient's self-declared ABHA (GET /api/abha); not found without a profile. */
export async function getAbha(db: Db, userId: string): Promise<Abha> {
  const row = await findAbha(db, userId);
  if (!row) throw notFound('abha.notFound');
  return toAbha(row);
}

/**
 * Records the ABHA number and/or address the patient declares (PUT /api/abha),
 * already checked for format by the shared schema; nothing is sent to ABDM
 * (docs/decisions/021-abha-self-declared.md).
 */
export async function saveAbha(db: Db, userId: string, input: UpdateAbhaRequest): Promise<Abha> {
  const row = await updateAbha(db, userId, input);
  if (!row) throw notFound('abha.notFound');
  return toAbha(row);
}
