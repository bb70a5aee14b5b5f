import { PERSONAL_INFO_MESSAGES, type PersonalInfo, type UpdatePersonalInfoRequest } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import { findPersonalInfo, updatePersonalInfo } from './personal-info.repository.js';

/** The patient's personal information (GET /api/personal-info); 404 'Personal information not found.' */
export async function getPersonalInfo(db: Db, userId: string): Promise<PersonalInfo> {
  const info = await findPersonalInfo(db, userId);
  if (!info) throw notFound(PERSONAL_INFO_MESSAGES.notFound);
  return info;
}

/** Saves the given fields (PATCH /api/personal-info) and returns the result; 404 when there is no profile. */
export async function savePersonalInfo(
  db: Db,
  userId: string,
  input: UpdatePersonalInfoRequest,
): Promise<PersonalInfo> {
  const info = await updatePersonalInfo(db, userId, input);
  if (!info) throw notFound(PERSONAL_INFO_MESSAGES.notFound);
  return info;
}
