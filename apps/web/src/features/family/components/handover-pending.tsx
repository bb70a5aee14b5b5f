import { useTranslation } from '@/lib/i18n/namespaces/handover';
import type { FamilyPatient } from '@sehat/shared';
import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { shortDate } from '@/lib/i18n/dates';
import { toast } from '@/lib/toast';
import { useWithdrawHandover } from '../api/hand-over';

/**
 * Under a family member on the Family page: the hand-over invitation still open for them (to whom, valid
 * until when) with Withdraw, after a confirmation (docs/decisions/057-handing-over-a-profile.md). Nothing
 * when none is open.
 */
export function HandoverPending({ member }: { member: FamilyPatient }) {
  const { t } = useTranslation('handover');
  const withdraw = useWithdrawHandover();
  const [confirming, setConfirming] = useState(false);
  const pending = member.handover_pending;
  if (!pending) return null;

  const confirm = async () => {
    await withdraw.mutateAsync(member.id);
    toast.success(t('pending.withdrawn'));
    setConfirming(false);
  };

  return (
    <div className="flex items-start gap-2 text-sm text-muted-foreground">
      <MailIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 wrap-anywhere">
        {t('pending.sent', { email: pending.email, date: shortDate(pending.expires_at) })}{' '}
        <Button
          type="button"
          size="sm"
          variant="link"
          className="h-auto p-0 align-baseline"
          aria-label={t('pending.withdrawNamed', { name: member.name })}
          onClick={() => setConfirming(true)}
        >
          {t('pending.withdraw')}
        </Button>
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('pending.withdrawTitle')}
        description={t('pending.withdrawDescription', { email: pending.email, name: member.name })}
        confirmLabel={t('pending.withdraw')}
        busyLabel={t('pending.withdrawing')}
        onConfirm={confirm}
      />
    </div>
  );
}
