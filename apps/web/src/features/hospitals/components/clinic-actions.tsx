import { useTranslation } from '@/lib/i18n/namespaces/hospitals';
import { CLINIC_CHANGE_MESSAGES, type Clinic } from '@sehat/shared';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteClinic } from '../api/delete-clinic';
import { messageGroup } from '@/lib/i18n/messages';

const clinicChangesMessages = messageGroup('clinicChanges', CLINIC_CHANGE_MESSAGES);

/**
 * Edit and Delete of one of the patient's own clinics (docs/product.md#screens-added-since-the-first-version). Delete
 * asks first, says that records and visits keep the clinic's name, then returns to Hospitals
 * near me.
 */
export function ClinicActions({ clinic }: { clinic: Clinic }) {
  const { t } = useTranslation('hospitals');
  const navigate = useNavigate();
  const remove = useDeleteClinic(clinic.clinic_id);
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <Link to={`/clinics/${encodeURIComponent(clinic.clinic_id)}/edit`}>
          <PencilIcon aria-hidden="true" />
          {t('clinicActions.edit')}
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline" className="text-destructive">
            <Trash2Icon aria-hidden="true" />
            {t('clinicActions.delete')}
          </Button>
        }
        title={t('clinicActions.deleteThisClinic')}
        description={t('clinicActions.deleteDescription', { name: clinic.name, id: clinic.clinic_id })}
        confirmLabel={t('clinicActions.deleteClinic')}
        busyLabel={t('clinicActions.deleting')}
        onConfirm={async () => {
          await remove.mutateAsync();
          toast.success(clinicChangesMessages.deleted);
          await navigate('/hospitals-near-me', { replace: true });
        }}
      />
    </div>
  );
}
