import type { Immunization } from '@sehat/shared';
import { vaccineName } from '@/lib/vaccine-names';

/** A dose given as it reads: the catalogue vaccine's name, else the name the patient wrote. */
export function givenName(dose: Pick<Immunization, 'vaccine' | 'vaccine_name'>): string {
  return dose.vaccine ? vaccineName(dose.vaccine) : (dose.vaccine_name ?? '');
}
