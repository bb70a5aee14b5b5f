import { useTranslation } from '@/lib/i18n/namespaces/family';
import { useTranslation as useHandoverTranslation } from '@/lib/i18n/namespaces/handover';
import { FAMILY_MESSAGES, MAX_FAMILY_MEMBERS, type FamilyPatient } from '@sehat/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  FolderOpenIcon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
  UserRoundCheckIcon,
  UsersIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ListSkeleton } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { actingPatientId } from '@/lib/acting-patient';
import { longDate } from '@/lib/i18n/dates';
import { messageGroup, messageText } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { useDeleteFamilyMember } from '../api/delete-family-member';
import { useFamily } from '@/lib/queries/get-family';
import { switchPatient } from '../api/switch-patient';
import { relationshipLabel } from '@/lib/family-labels';
import { HandoverDialog } from './handover-dialog';
import { HandoverPending } from './handover-pending';
import { MemberFormDialog } from './member-form-dialog';

const M = messageGroup('family', FAMILY_MESSAGES);

/**
 * /family (docs/decisions/049-patients-apart-from-accounts.md): the family members the account keeps
 * records for (at most 10), with Open records, Edit and Remove (after a confirmation that says every record
 * and file goes with them), and Hand over (docs/decisions/057-handing-over-a-profile.md). Adding, editing
 * and handing over happen in a dialog; an open hand-over invitation shows under its member, with Withdraw.
 */
export function FamilyPage() {
  const { t } = useTranslation('family');
  const { t: th } = useHandoverTranslation('handover');
  useDocumentTitle(t('familyPage.title'));
  const family = useFamily();
  const remove = useDeleteFamilyMember();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ member: FamilyPatient | null } | null>(null);
  const [removing, setRemoving] = useState<FamilyPatient | null>(null);
  const [handingOver, setHandingOver] = useState<FamilyPatient | null>(null);

  const members = family.data?.items.filter((patient) => !patient.is_self);
  const full = (members?.length ?? 0) >= MAX_FAMILY_MEMBERS;

  /** Removes the member; a removed member who was open gives way to the account's own records. */
  const confirmRemove = async () => {
    if (!removing) return;
    await remove.mutateAsync(removing.id);
    toast.success(M.removed);
    setRemoving(null);
    if (actingPatientId() === removing.id) await switchPatient(client, null);
  };

  const open = async (member: FamilyPatient) => {
    await switchPatient(client, member.id);
    void navigate('/dashboard');
  };

  const addButton = (
    <Button type="button" disabled={full} onClick={() => setEditing({ member: null })}>
      <PlusIcon aria-hidden="true" />
      {t('familyPage.addMember')}
    </Button>
  );

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={t('familyPage.title')}
        description={t('familyPage.description', { max: MAX_FAMILY_MEMBERS })}
        actions={members && members.length > 0 ? addButton : undefined}
      />
      {full && <p className="text-sm text-muted-foreground">{messageText(M.tooMany)}</p>}

      <Card className="py-0">
        <CardContent className="px-0">
          {family.isPending ? (
            <ListSkeleton label={t('familyPage.loading')} />
          ) : !members ? (
            <LoadError
              what={t('familyPage.yourFamily')}
              onRetry={family.refetch}
              retrying={family.isFetching}
            />
          ) : members.length === 0 ? (
            <EmptyState icon={UsersIcon} title={t('familyPage.emptyTitle')} className="gap-4 py-14">
              <p className="text-sm text-muted-foreground">{t('familyPage.emptyText')}</p>
              {addButton}
            </EmptyState>
          ) : (
            <ul aria-label={t('familyPage.listLabel')} className="divide-y">
              {members.map((member) => (
                <li
                  key={member.id}
                  className="grid gap-3 px-4 py-4 sm:flex sm:items-center sm:justify-between sm:px-6"
                >
                  <div className="grid min-w-0 gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="font-medium wrap-anywhere">{member.name}</h2>
                      <span className="text-sm text-muted-foreground">
                        ({relationshipLabel(member.relationship)})
                      </span>
                    </div>
                    {member.birth_date && (
                      <p className="text-sm text-muted-foreground">
                        {t('familyPage.born', { date: longDate(member.birth_date) })}
                        {member.blood_group ? ` · ${member.blood_group}` : ''}
                      </p>
                    )}
                    <HandoverPending member={member} />
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      type="button"
                      size="sm"
                      aria-label={t('familyPage.openNamed', { name: member.name })}
                      onClick={() => void open(member)}
                    >
                      <FolderOpenIcon aria-hidden="true" />
                      {t('familyPage.open')}
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={t('familyPage.editNamed', { name: member.name })}
                      onClick={() => setEditing({ member })}
                    >
                      <PencilIcon aria-hidden="true" />
                      {t('familyPage.edit')}
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={th('dialog.actionNamed', { name: member.name })}
                      onClick={() => setHandingOver(member)}
                    >
                      <UserRoundCheckIcon aria-hidden="true" />
                      {th('dialog.action')}
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={t('familyPage.removeNamed', { name: member.name })}
                      onClick={() => setRemoving(member)}
                    >
                      <Trash2Icon aria-hidden="true" />
                      {t('familyPage.remove')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <MemberFormDialog
        open={editing !== null}
        member={editing?.member ?? null}
        onOpenChange={(next) => !next && setEditing(null)}
      />
      <HandoverDialog member={handingOver} onOpenChange={(next) => !next && setHandingOver(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title={t('familyPage.removeTitle')}
        description={removing ? t('familyPage.removeDescription', { name: removing.name }) : ''}
        confirmLabel={t('familyPage.remove')}
        busyLabel={t('familyPage.removing')}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
