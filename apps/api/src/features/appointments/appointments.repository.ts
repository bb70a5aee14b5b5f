import { BOOKING_APPOINTMENT_TYPE, BOOKING_VISIT_STATUS, type BookedVisit } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { createVisit } from '../visits/visits.repository.js';

/**
 * Inserts the visit a booking creates (spec §7 visits insert) through the
 * visits repository: status 'scheduled', appointment_type 'consultation', no
 * time (assigned later), the purpose in notes. One INSERT: whole or nothing.
 */
export async function insertBookedVisit(
  db: Db,
  userId: string,
  values: { hospitalName: string; doctorName: string; visitDate: string; purpose: string },
): Promise<BookedVisit> {
  const row = await createVisit(db, userId, {
    hospitalName: values.hospitalName,
    doctorName: values.doctorName,
    visitDate: values.visitDate,
    visitTime: null,
    status: BOOKING_VISIT_STATUS,
    appointmentType: BOOKING_APPOINTMENT_TYPE,
    notes: values.purpose,
  });
  return {
    id: row.id,
    visit_date: row.visitDate,
    visit_time: row.visitTime,
    status: row.status,
    hospital_name: row.hospitalName,
    doctor_name: row.doctorName,
    appointment_type: row.appointmentType,
    notes: row.notes,
  };
}
