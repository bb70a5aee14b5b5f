import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { Trash2Icon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteLabReport, useForgetLabReport } from '../api/delete-lab-report';

/**
 * 'Delete' with the one confirmation dialog: the report, its results and its files go; then the list.
 * The dialog stays open and busy while the request runs; a failure is toasted and it stays open.
 */
export function DeleteLabReportButton({
  id,
  labName,
  onDeleted,
}: {
  id: string;
  labName: string;
  /** Runs once the report is gone, before leaving its page (the page stops reading it). */
  onDeleted: () => void;
}) {
  const { t } = useTranslation('lab-reports');
  const navigate = useNavigate();
  const remove = useDeleteLabReport(id);
  const forget = useForgetLabReport();

  async function confirm() {
    await remove.mutateAsync();
    onDeleted();
    toast.success(t('deleteLabReportButton.deleted'));
    await navigate('/pathological-reports', { replace: true });
    forget(id);
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
          {t('deleteLabReportButton.delete')}
        </Button>
      }
      title={t('deleteLabReportButton.deleteThisLabReport')}
      description={t('deleteLabReportButton.description', { lab: labName })}
      confirmLabel={t('deleteLabReportButton.deleteReport')}
      busyLabel={t('deleteLabReportButton.deleting')}
      onConfirm={confirm}
    />
  );
}
