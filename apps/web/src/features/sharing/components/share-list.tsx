import { useTranslation } from 'react-i18next';
import {
  describeShareScope,
  formatShareInstant,
  SHARE_MESSAGES as M,
  type Share,
  type ShareStatus,
} from '@sehat/shared';
import { KeyRoundIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useRevokeShare } from '../api/shares';

const STATUS: Record<
  ShareStatus,
  { label: string; variant: 'default' | 'secondary' | 'destructive' | 'outline' }
> = {
  active: { label: 'Active', variant: 'default' },
  expired: { label: 'Expired', variant: 'secondary' },
  revoked: { label: 'Revoked', variant: 'outline' },
  locked: { label: 'Locked', variant: 'destructive' },
};

function opens(share: Share): string {
  if (share.open_count === 0 || !share.last_opened_at) return 'Not opened yet';
  const times = share.open_count === 1 ? 'once' : `${share.open_count} times`;
  return `Opened ${times}, last ${formatShareInstant(share.last_opened_at)}`;
}

function ShareRow({ share }: { share: Share }) {
  const { t } = useTranslation('sharing');
  const revoke = useRevokeShare();
  const ended = share.status === 'expired' || share.status === 'revoked';
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium wrap-anywhere">{share.label}</span>
          <Badge variant={STATUS[share.status].variant}>{STATUS[share.status].label}</Badge>
          {share.code_protected && (
            <Badge variant="outline">
              <KeyRoundIcon aria-hidden="true" />
              {t('shareList.code')}
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          {describeShareScope(share.scope)} ·{' '}
          {share.status === 'revoked' && share.revoked_at
            ? `Revoked ${formatShareInstant(share.revoked_at)}`
            : `${ended ? 'Expired' : 'Expires'} ${formatShareInstant(share.expires_at)}`}
        </p>
        <p className="text-sm text-muted-foreground">{opens(share)}</p>
      </div>
      {!ended && (
        <Button
          type="button"
          variant="outline"
          className="w-fit text-destructive hover:text-destructive"
          disabled={revoke.isPending}
          aria-label={`Revoke ${share.label}`}
          onClick={() =>
            revoke.mutate(share.id, {
              onSuccess: () => toast.success(M.revoked),
            })
          }
        >
          {revoke.isPending ? 'Revoking...' : 'Revoke'}
        </Button>
      )}
    </li>
  );
}

/** The patient's share links: scope, expiry, opens (count and last time) and a one-click Revoke. */
export function ShareList({ shares }: { shares: Share[] }) {
  const { t } = useTranslation('sharing');
  return (
    <ul className="grid gap-3" aria-label={t('shareList.shareLinks')}>
      {shares.map((share) => (
        <ShareRow key={share.id} share={share} />
      ))}
    </ul>
  );
}
