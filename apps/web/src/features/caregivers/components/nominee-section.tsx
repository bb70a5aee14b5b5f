import { useTranslation } from '@/lib/i18n/namespaces/nominee';
import {
  CAREGIVER_MESSAGES,
  NOMINEE_WAIT_DAYS,
  type CaregiverList,
  type NomineeWaitDays,
} from '@sehat/shared';
import { ShieldAlertIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { dateTime } from '@/lib/i18n/dates';
import { messageGroup } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { useNameNominee, useRefuseEmergencyAccess, useRemoveNominee } from '../api/caregivers-api';

const M = messageGroup('caregivers', CAREGIVER_MESSAGES);

/**
 * The patient's side of a nominee's pending emergency-access request (docs/decisions/060-nominee.md): a
 * banner at the top of /caregivers with Refuse, shown until the waiting period ends; nothing otherwise.
 */
export function NomineeRequestBanner({ list }: { list: CaregiverList }) {
  const { t } = useTranslation('nominee');
  const refuse = useRefuseEmergencyAccess();
  const { nominee } = list;
  const pending = nominee?.request?.status === 'pending' ? nominee.request : null;
  const refuseNow = async () => {
    await refuse.mutateAsync();
    toast.success(M.nomineeRefused);
  };
  if (!pending || !nominee) return null;
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-lg border border-destructive/50 bg-destructive/5 p-4 sm:flex sm:items-center sm:justify-between"
    >
      <p className="flex gap-2 text-sm">
        <ShieldAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <span>{t('nominee.pending', { name: nominee.caregiver_name, date: dateTime(pending.due_at) })}</span>
      </p>
      <Button
        type="button"
        variant="destructive"
        disabled={refuse.isPending}
        onClick={() => void refuseNow().catch(() => undefined)}
      >
        {refuse.isPending ? t('nominee.refusing') : t('nominee.refuse')}
      </Button>
    </div>
  );
}

/**
 * The "Nominee" card of /caregivers (docs/decisions/060-nominee.md): the nominee with their waiting period
 * and Remove (after a confirmation), and the form naming one of the active caregivers with 1, 3 or 7 days
 * (after a confirmation).
 */
export function NomineeSection({ list }: { list: CaregiverList }) {
  const { t } = useTranslation('nominee');
  const name = useNameNominee();
  const remove = useRemoveNominee();
  const active = list.grants.filter((grant) => grant.active);
  const [grantId, setGrantId] = useState('');
  const [days, setDays] = useState<NomineeWaitDays>(
    () => NOMINEE_WAIT_DAYS.find((d) => d === list.nominee?.wait_days) ?? 3,
  );
  const [confirming, setConfirming] = useState<'name' | 'remove' | null>(null);
  const { nominee } = list;
  // The current nominee is chosen until another caregiver is picked.
  const chosen = active.find((grant) => grant.id === (grantId || nominee?.grant_id)) ?? active[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) setConfirming('name');
  };
  const confirm = async () => {
    if (confirming === 'name' && chosen) {
      await name.mutateAsync({ grant_id: chosen.id, wait_days: days });
      toast.success(M.nomineeSaved);
    } else if (confirming === 'remove') {
      await remove.mutateAsync();
      toast.success(M.nomineeRemoved);
    }
    setConfirming(null);
  };

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t('nominee.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-sm text-muted-foreground">{t('nominee.description')}</p>
          {nominee && (
            <div className="grid gap-3 sm:flex sm:items-center sm:justify-between">
              <p className="font-medium wrap-anywhere">
                {t('nominee.current', { name: nominee.caregiver_name, count: nominee.wait_days })}
              </p>
              <Button type="button" size="sm" variant="outline" onClick={() => setConfirming('remove')}>
                {t('nominee.remove')}
              </Button>
            </div>
          )}
          {active.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('nominee.noCaregivers')}</p>
          ) : (
            <form className="grid gap-4" onSubmit={submit}>
              <div className="grid gap-2 sm:grid-cols-2">
                <div className="grid gap-2">
                  <Label htmlFor="nominee-caregiver">{t('nominee.caregiver')}</Label>
                  <NativeSelect
                    id="nominee-caregiver"
                    value={chosen?.id ?? ''}
                    onChange={(event) => setGrantId(event.target.value)}
                  >
                    {active.map((grant) => (
                      <option key={grant.id} value={grant.id}>
                        {grant.caregiver_name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="nominee-days">{t('nominee.wait')}</Label>
                  <NativeSelect
                    id="nominee-days"
                    value={days}
                    onChange={(event) => setDays(Number(event.target.value) as NomineeWaitDays)}
                  >
                    {NOMINEE_WAIT_DAYS.map((d) => (
                      <option key={d} value={d}>
                        {t('nominee.days', { count: d })}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              </div>
              <div>
                <Button type="submit" disabled={name.isPending}>
                  {nominee ? t('nominee.change') : t('nominee.name')}
                </Button>
              </div>
            </form>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => !next && setConfirming(null)}
        title={confirming === 'remove' ? t('nominee.removeTitle') : t('nominee.nameTitle')}
        description={
          confirming === 'remove'
            ? t('nominee.removeDescription', { name: nominee?.caregiver_name ?? '' })
            : t('nominee.nameDescription', { name: chosen?.caregiver_name ?? '', count: days })
        }
        variant={confirming === 'remove' ? 'destructive' : 'default'}
        confirmLabel={confirming === 'remove' ? t('nominee.remove') : t('nominee.confirm')}
        busyLabel={t('nominee.saving')}
        onConfirm={confirm}
      />
    </>
  );
}
