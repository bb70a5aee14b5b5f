import { useTranslation } from '@/lib/i18n/namespaces/vaccinations';
import { VACCINATION_MESSAGES, type Immunization } from '@sehat/shared';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { shortDate } from '@/lib/i18n/dates';
import { messageGroup } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { useDeleteVaccination } from '../api/save-vaccination';
import { givenName } from '../labels';

const M = messageGroup('vaccinations', VACCINATION_MESSAGES);

/**
 * The doses given, newest first, each with its date, dose, batch and place, and Edit and Delete (after a
 * confirmation) unless `onEdit` is absent (a viewer).
 */
export function GivenList({
  given,
  onEdit,
}: {
  given: readonly Immunization[];
  onEdit?: (dose: Immunization) => void;
}) {
  const { t } = useTranslation('vaccinations');
  const remove = useDeleteVaccination();
  const [deleting, setDeleting] = useState<Immunization | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id);
    toast.success(M.deleted);
    setDeleting(null);
  };

  return (
    <section
      aria-labelledby="vaccinations-given"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="vaccinations-given" className="text-lg font-semibold">
        {t('page.given')}
      </h2>
      {given.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('page.givenEmpty')}</p>
      ) : (
        <ul className="divide-y" aria-label={t('page.given')}>
          {given.map((dose) => {
            const name = givenName(dose);
            const date = shortDate(dose.given_on);
            const details = [
              dose.dose === null ? null : t('page.dose', { dose: dose.dose }),
              t('page.givenOn', { date }),
              dose.batch ? t('page.batchPlace', { batch: dose.batch }) : null,
              dose.place,
            ].filter(Boolean);
            return (
              <li key={dose.id} className="grid gap-2 py-3 sm:flex sm:items-center sm:justify-between">
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-medium break-words">{name}</span>
                  <span className="text-sm break-words text-muted-foreground">{details.join(' · ')}</span>
                </div>
                {onEdit && (
                  <div className="flex gap-2">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={t('page.editNamed', { name, date })}
                      onClick={() => onEdit(dose)}
                    >
                      <PencilIcon aria-hidden="true" />
                      {t('page.edit')}
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={t('page.deleteNamed', { name, date })}
                      onClick={() => setDeleting(dose)}
                    >
                      <Trash2Icon aria-hidden="true" />
                      {t('page.delete')}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={t('page.deleteTitle')}
        description={
          deleting
            ? t('page.deleteDescription', { name: givenName(deleting), date: shortDate(deleting.given_on) })
            : ''
        }
        confirmLabel={t('page.delete')}
        busyLabel={t('page.deleting')}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
