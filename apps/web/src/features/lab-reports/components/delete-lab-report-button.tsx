import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toastSuccess } from '@/lib/catalogue-toast';
import { useDeleteLabReport, useForgetLabReport } from '../api/lab-reports';

/**
 * 'Delete' with a confirmation dialog: the report, its results and its files go; then the list.
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
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteLabReport(id);
  const forget = useForgetLabReport();

  async function confirm() {
    try {
      await remove.mutateAsync();
    } catch {
      return; // toasted by the error policy
    }
    onDeleted();
    setOpen(false);
    toastSuccess('Lab report deleted');
    await navigate('/pathological-reports', { replace: true });
    forget(id);
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete this lab report?</AlertDialogTitle>
        <AlertDialogDescription>
          The report from {labName}, all its results and its files will be deleted. This cannot be undone.
        </AlertDialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() => void confirm()}
          >
            {remove.isPending ? 'Deleting...' : 'Delete Report'}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
