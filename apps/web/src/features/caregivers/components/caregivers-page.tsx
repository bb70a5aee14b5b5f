import { useTranslation } from '@/lib/i18n/namespaces/caregivers';
import { useTranslation as useNomineeTranslation } from '@/lib/i18n/namespaces/nominee';
import { CAREGIVER_MESSAGES, NOMINEE_GRANT_END, type CareGrant } from '@sehat/shared';
import { RefreshCwIcon, UserXIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListSkeleton } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { longDate } from '@/lib/i18n/dates';
import { careRoleLabel } from '@/lib/caregiving';
import { messageGroup } from '@/lib/i18n/messages';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCaregivers, useHeldGrants, useRenewGrant, useRevokeGrant } from '../api/caregivers-api';
import { CareRemindersSwitch } from './care-reminders-switch';
import { EmergencyAccessRequest } from './emergency-access-request';
import { InviteForm } from './invite-form';
import { NomineeRequestBanner, NomineeSection } from './nominee-section';

const M = messageGroup('caregivers', CAREGIVER_MESSAGES);

/**
 * /caregivers (docs/decisions/051-caregivers.md): for the open patient (the account's own or a family
 * member it manages) the invitation form, the caregivers with their role and end date (Renew, End access
 * after a confirmation) and the open invitations, and the nominee (docs/decisions/060-nominee.md); for
 * everyone, the people the account cares for (Stop, and "Request emergency access" where it is their nominee).
 */
export function CaregiversPage() {
  const { t } = useTranslation('caregivers');
  const { t: tNominee } = useNomineeTranslation('nominee');
  useDocumentTitle(t('page.title'));
  const { data: session } = useSession();
  const owner = session?.patient.role === 'self' || session?.patient.role === 'manager';
  const list = useCaregivers(owner);
  const held = useHeldGrants();
  const revoke = useRevokeGrant();
  const renew = useRenewGrant();
  const [ending, setEnding] = useState<{ grant: CareGrant; side: 'owner' | 'caregiver' } | null>(null);

  const confirmEnd = async () => {
    if (!ending) return;
    await revoke.mutateAsync(ending.grant.id);
    toast.success(M.revoked);
    setEnding(null);
    if (ending.side === 'caregiver') void held.refetch();
  };
  const renewGrant = async (grant: CareGrant) => {
    await renew.mutateAsync({ id: grant.id, months: 3 });
    toast.success(M.renewed);
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title={t('page.title')} description={t('page.description')} actions={null} />
      {owner && list.data && <NomineeRequestBanner list={list.data} />}
      {owner && <InviteForm />}
      {owner && (
        <Card>
          <CardHeader>
            <CardTitle>{t('page.current')}</CardTitle>
          </CardHeader>
          <CardContent className="px-0">
            {list.isPending ? (
              <ListSkeleton label={t('page.loading')} />
            ) : !list.data ? (
              <LoadError what={t('page.whatLoading')} onRetry={list.refetch} retrying={list.isFetching} />
            ) : list.data.grants.length === 0 && list.data.invitations.length === 0 ? (
              <p className="px-6 text-sm text-muted-foreground">{t('page.empty')}</p>
            ) : (
              <ul aria-label={t('page.current')} className="divide-y">
                {list.data.grants.map((grant) => (
                  <li
                    key={grant.id}
                    className="grid gap-3 px-4 py-4 sm:flex sm:items-center sm:justify-between sm:px-6"
                  >
                    <div className="grid min-w-0 gap-1">
                      <h2 className="font-medium wrap-anywhere">
                        {grant.caregiver_name} · {careRoleLabel(grant.role)}
                      </h2>
                      <p className="text-sm text-muted-foreground">
                        {grant.expires_at === NOMINEE_GRANT_END
                          ? tNominee('grant.noEnd')
                          : grant.active
                            ? t('page.until', { date: longDate(grant.expires_at.slice(0, 10)) })
                            : t('page.expired', { date: longDate(grant.expires_at.slice(0, 10)) })}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-label={t('page.renewNamed', { name: grant.caregiver_name })}
                        disabled={renew.isPending}
                        onClick={() => void renewGrant(grant).catch(() => undefined)}
                      >
                        <RefreshCwIcon aria-hidden="true" />
                        {t('page.renew')}
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-label={t('page.revokeNamed', { name: grant.caregiver_name })}
                        onClick={() => setEnding({ grant, side: 'owner' })}
                      >
                        <UserXIcon aria-hidden="true" />
                        {t('page.revoke')}
                      </Button>
                    </div>
                  </li>
                ))}
                {list.data.invitations.map((invitation) => (
                  <li key={invitation.id} className="px-4 py-4 text-sm text-muted-foreground sm:px-6">
                    {t('page.pending', {
                      email: invitation.email,
                      date: longDate(invitation.expires_at.slice(0, 10)),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}
      {owner && list.data && <NomineeSection list={list.data} />}
      {held.data && held.data.items.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>{t('held.title')}</CardTitle>
          </CardHeader>
          <CardContent className="px-0">
            <ul aria-label={t('held.title')} className="divide-y">
              {held.data.items.map((grant) => (
                <li
                  key={grant.id}
                  className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6"
                >
                  <span className="font-medium wrap-anywhere">
                    {grant.patient_name} · {careRoleLabel(grant.role)}
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => setEnding({ grant, side: 'caregiver' })}
                  >
                    {t('held.stop', { name: grant.patient_name })}
                  </Button>
                  <CareRemindersSwitch grant={grant} />
                  {grant.nominee && <EmergencyAccessRequest grant={{ ...grant, nominee: grant.nominee }} />}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(next) => !next && setEnding(null)}
        title={
          ending?.side === 'caregiver'
            ? t('held.stopTitle', { name: ending.grant.patient_name })
            : t('page.revokeTitle')
        }
        description={
          ending?.side === 'caregiver'
            ? t('held.stopDescription')
            : ending
              ? t('page.revokeDescription', { name: ending.grant.caregiver_name })
              : ''
        }
        confirmLabel={t('page.revoke')}
        busyLabel={t('page.revoking')}
        onConfirm={confirmEnd}
      />
    </div>
  );
}
