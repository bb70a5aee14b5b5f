import { useTranslation } from '@/lib/i18n/namespaces/handover';
import type { FamilyPatient } from '@sehat/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { useHandOver } from '../api/hand-over';

/**
 * "Hand over" of a family member (docs/decisions/057-handing-over-a-profile.md): their e-mail, and what
 * acceptance means (the profile becomes theirs; the manager's access ends unless they invite the manager
 * as a caregiver). Sending mails the link; the dialog stays open while it is sent.
 */
export function HandoverDialog({
  member,
  onOpenChange,
}: {
  member: FamilyPatient | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('handover');
  const handOver = useHandOver();
  const [email, setEmail] = useState('');
  const busy = handOver.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member) return;
    await handOver.mutateAsync({ id: member.id, email: email.trim().toLowerCase() });
    toast.success(t('dialog.sent'));
    setEmail('');
    onOpenChange(false);
  };

  return (
    <Dialog open={member !== null} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('dialog.title', { name: member?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event).catch(() => undefined)}>
          <div className="grid gap-2">
            <Label htmlFor="handover-email">{t('dialog.email')}</Label>
            <Input
              id="handover-email"
              type="email"
              autoComplete="off"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('dialog.sending') : t('dialog.send')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
