import { useTranslation } from '@/lib/i18n/namespaces/sharing';
import { type Share, type ShareStatus, SHARE_MESSAGES } from '@sehat/shared';
import type { TFunction } from 'i18next';
import { KeyRoundIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { dateTime } from '@/lib/i18n/dates';
import { toast } from '@/lib/toast';
import { useRevokeShare } from '../api/revoke-share';
import { messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('sharing', SHARE_MESSAGES);

/** Each status's badge; its label is `shareList.status.<status>`. */
const STATUS_VARIANT: Record<ShareStatus, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  active: 'default',
  expired: 'secondary',
  revoked: 'outline',
  locked: 'destructive',
};

/** A share's scope in a few words, in the UI's language: 'Everything', or '2 records, 1 lab report, 1 file'. */
function describeShareScope(scope: Share['scope'], t: TFunction<'sharing'>): string {
  if (scope.type === 'all') return t('shareScope.everything');
  return [
    scope.medical_record_ids.length > 0 &&
      t('shareScope.records', { count: scope.medical_record_ids.length }),
    scope.lab_report_ids.length > 0 && t('shareScope.labReports', { count: scope.lab_report_ids.length }),
    scope.file_ids.length > 0 && t('shareScope.files', { count: scope.file_ids.length }),
  ]
    .filter(Boolean)
    .join(', ');
}

function opens(share: Share, t: TFunction<'sharing'>): string {
  if (share.open_count === 0 || !share.last_opened_at) return t('shareList.notOpened');
  return t('shareList.opened', { count: share.open_count, last: dateTime(share.last_opened_at) });
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
          <Badge variant={STATUS_VARIANT[share.status]}>{t(`shareList.status.${share.status}`)}</Badge>
          {share.code_protected && (
            <Badge variant="outline">
              <KeyRoundIcon aria-hidden="true" />
              {t('shareList.code')}
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          {describeShareScope(share.scope, t)} ·{' '}
          {share.status === 'revoked' && share.revoked_at
            ? t('shareList.revokedAt', { when: dateTime(share.revoked_at) })
            : ended
              ? t('shareList.expiredAt', { when: dateTime(share.expires_at) })
              : t('shareList.expiresAt', { when: dateTime(share.expires_at) })}
        </p>
        <p className="text-sm text-muted-foreground">{opens(share, t)}</p>
      </div>
      {!ended && (
        <Button
          type="button"
          variant="outline"
          className="w-fit text-destructive hover:text-destructive"
          disabled={revoke.isPending}
          aria-label={t('shareList.revokeNamed', { label: share.label })}
          onClick={() =>
            revoke.mutate(share.id, {
              onSuccess: () => toast.success(M.revoked),
            })
          }
        >
          {revoke.isPending ? t('shareList.revoking') : t('shareList.revoke')}
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
