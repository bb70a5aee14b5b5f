import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/namespaces/components';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

type ConfirmDialogProps = {
  /** The one button element that opens the dialog; absent when `open` controls it (one dialog for a list). */
  trigger?: ReactNode;
  /** Controlled mode: whether the dialog is open, and what closing it does (Cancel, Escape, success). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The confirming button's label, e.g. 'Delete record'. */
  confirmLabel: string;
  /** Its label while `onConfirm` runs, e.g. 'Deleting...'. */
  busyLabel: string;
  /** Does the change; the dialog stays open (busy) until it settles, then closes. A throw keeps it open. */
  onConfirm: () => Promise<void>;
  /** 'destructive' (the default) for deletes, 'default' for other changes. */
  variant?: 'destructive' | 'default';
  /** The dismissing button's label; 'Cancel' (in the patient's language) unless that would read like the action itself. */
  cancelLabel?: string;
};

/**
 * The one confirmation before any delete or cancel (docs/product.md#screens-added-since-the-first-version): a modal
 * alert dialog with Cancel (focused first, Escape) and the confirming button, busy while the
 * change runs. A failure is toasted by the mutation's error policy and leaves the dialog open.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  onConfirm,
  variant = 'destructive',
  cancelLabel,
  open: controlledOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const { t } = useTranslation('components');
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // toasted by the mutation's error policy; the patient may retry or cancel
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel ?? t('confirmDialog.cancel')}
            </Button>
          </AlertDialogCancel>
          <Button variant={variant} disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
