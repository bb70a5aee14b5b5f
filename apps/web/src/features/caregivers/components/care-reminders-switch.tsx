import { useTranslation } from '@/lib/i18n/namespaces/caregivers';
import { CAREGIVER_MESSAGES, type HeldGrant } from '@sehat/shared';
import { Switch } from '@/components/ui/switch';
import { messageGroup } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { useCareReminders } from '../api/caregivers-api';

const M = messageGroup('caregivers', CAREGIVER_MESSAGES);

/**
 * On a grant the account holds: "E-mail me their reminders" (docs/decisions/051-caregivers.md#reminders-to-caregivers),
 * the caregiver's own choice; none for the emergency role, which is the card only.
 */
export function CareRemindersSwitch({ grant }: { grant: HeldGrant }) {
  const { t } = useTranslation('caregivers');
  const save = useCareReminders();
  if (grant.role === 'emergency') return null;
  const id = `care-reminders-${grant.id}`;
  return (
    <div className="flex w-full items-start justify-between gap-3">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('held.reminders')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('held.remindersHint')}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={grant.reminders}
        disabled={save.isPending}
        onCheckedChange={(reminders) =>
          void save
            .mutateAsync({ grantId: grant.id, reminders })
            .then(() => toast.success(reminders ? M.remindersOn : M.remindersOff))
            .catch(() => undefined)
        }
      />
    </div>
  );
}
