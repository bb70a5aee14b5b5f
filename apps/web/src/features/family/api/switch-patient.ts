import type { QueryClient } from '@tanstack/react-query';
import { actingPatientId, setActingPatientId } from '@/lib/acting-patient';

/**
 * Makes `id` (null: the account's own patient) the patient every later request acts for: the one way a
 * switch happens (docs/decisions/049-patients-apart-from-accounts.md). Queries in flight are cancelled,
 * the id is set, and then every cached answer is reset to "not loaded" (TanStack `resetQueries`: observers
 * see no data at once, and the active ones fetch again, with the new id). So nothing of the previous
 * patient is shown under the new one's name, not even for a frame: the screen shows its loading state
 * until the new patient's answers arrive. The caller then navigates to /dashboard.
 */
export async function switchPatient(client: QueryClient, id: string | null): Promise<void> {
  if (actingPatientId() === id) return;
  await client.cancelQueries();
  setActingPatientId(id);
  await client.resetQueries();
}
