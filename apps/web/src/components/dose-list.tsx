import { useTranslation } from '@/lib/i18n/namespaces/medicines';
import type { Dose, DoseStatus } from '@sehat/shared';
import { CheckIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useReadOnly } from '@/lib/caregiving';
import { useMarkDose } from '@/hooks/use-mark-dose';

/**
 * A day's doses, earliest first (docs/decisions/054-medicines.md): each with its time on the patient's clock,
 * the medicine and amount, and Taken / Skipped once its time has come (the one marked is pressed; pressing the
 * other corrects it). The dashboard's Today card and the Medicines page show the same list.
 */
export function DoseList({ doses }: { doses: readonly Dose[] }) {
  const { t } = useTranslation('medicines');
  const mark = useMarkDose();
  const readOnly = useReadOnly();
  if (doses.length === 0) return <p className="text-sm text-muted-foreground">{t('doses.none')}</p>;
  const press = (dose: Dose, status: DoseStatus) =>
    mark.mutate({ medicineId: dose.medicine_id, mark: { scheduled_at: dose.scheduled_at, status } });
  return (
    <ul aria-label={t('doses.label')} className="grid gap-2">
      {doses.map((dose) => {
        const label = [dose.name, dose.strength].filter(Boolean).join(' ');
        const names = { name: label, time: dose.time };
        return (
          <li
            key={`${dose.medicine_id}-${dose.scheduled_at}`}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2"
          >
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium">
                {dose.time}
                {dose.slot && (
                  <span className="text-muted-foreground"> · {t(`doses.slots.${dose.slot}`)}</span>
                )}
              </span>
              <span className="text-sm">
                {label}
                {dose.amount !== 1 && <span className="text-muted-foreground"> × {dose.amount}</span>}
              </span>
            </span>
            {dose.due ? (
              <span className="flex gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant={dose.status === 'taken' ? 'default' : 'outline'}
                  aria-pressed={dose.status === 'taken'}
                  aria-label={t('doses.markTaken', names)}
                  disabled={readOnly || mark.isPending}
                  onClick={() => press(dose, 'taken')}
                >
                  <CheckIcon aria-hidden="true" />
                  {t('doses.taken')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant={dose.status === 'skipped' ? 'secondary' : 'outline'}
                  aria-pressed={dose.status === 'skipped'}
                  aria-label={t('doses.markSkipped', names)}
                  disabled={readOnly || mark.isPending}
                  onClick={() => press(dose, 'skipped')}
                >
                  <XIcon aria-hidden="true" />
                  {t('doses.skipped')}
                </Button>
              </span>
            ) : (
              <span className="text-sm text-muted-foreground">{t('doses.notDue')}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
