import { VACCINATION_MESSAGES, type Vaccine } from '@sehat/shared';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const M = messageGroup('vaccinations', VACCINATION_MESSAGES);

/**
 * A catalogue vaccine's name in the UI's language (the shared table's `vaccinations.name_*`;
 * docs/decisions/055-vaccinations.md): the Vaccinations page and the dashboard's vaccines due.
 */
export function vaccineName(vaccine: Vaccine): string {
  return messageText(M[`name_${vaccine}`]);
}
