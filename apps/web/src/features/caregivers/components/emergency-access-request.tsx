import { useTranslation } from '@/lib/i18n/namespaces/nominee';
import { CAREGIVER_MESSAGES, type HeldGrant } from '@sehat/shared';
import { ShieldAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { dateTime } from '@/lib/i18n/dates';
import { messageGroup } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { useRequestEmergencyAccess } from '../api/caregivers-api';

const M = messageGroup('caregivers', CAREGIVER_MESSAGES);

/**
 * The nominee's side (docs/decisions/060-nominee.md), under a patient they care for: that they are the
 * nominee with the waiting period, and "Request emergency access" (again after a refusal); a pending request
 * shows when it is granted unless refused, a granted one says so.
 */
export function EmergencyAccessRequest({
  grant,
}: {
  grant: HeldGrant & { nominee: NonNullable<HeldGrant['nominee']> };
}) {
  const { t } = useTranslation('nominee');
  const ask = useRequestEmergencyAccess();
  const { wait_days: days, request } = grant.nominee;

  const requestNow = async () => {
    await ask.mutateAsync(grant.id);
    toast.success(M.nomineeRequested);
  };

  return (
    <div className="grid basis-full gap-2 text-sm">
      <p className="text-muted-foreground">{t('held.nominee', { count: days })}</p>
      {request?.status === 'pending' ? (
        <p role="status">{t('held.requested', { date: dateTime(request.due_at) })}</p>
      ) : request?.status === 'granted' ? (
        <p role="status">{t('held.granted')}</p>
      ) : (
        <>
          {request?.status === 'refused' && <p role="status">{t('held.refused')}</p>}
          <div>
            <Button
              type="button"
              size="sm"
              disabled={ask.isPending}
              onClick={() => void requestNow().catch(() => undefined)}
            >
              <ShieldAlertIcon aria-hidden="true" />
              {ask.isPending ? t('held.requesting') : t('held.request')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
