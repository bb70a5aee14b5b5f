import { UPLOAD_MESSAGES, type PrescriptionFile } from '@sehat/shared';
import { useState } from 'react';
import { toastError } from '@/lib/catalogue-toast';
import { fetchRecordFileUrl } from '@/lib/queries/record-files';
import { toast } from '@/lib/toast';

/**
 * Download and open-in-a-tab of a record's prescription files through signed links
 * (spec §2, §7: valid 3600 s; §8 toasts). `busy` names the file being
 * fetched (spec §4: download tracked per file). The tab is opened at the
 * click, before the link arrives, so browsers do not block it.
 */
export function useFileActions(recordId: string) {
  const [busy, setBusy] = useState<string | null>(null);

  async function download(file: PrescriptionFile) {
    setBusy(file.name);
    try {
      const { url } = await fetchRecordFileUrl(recordId, file.name, 'attachment');
      const link = document.createElement('a');
      link.href = url;
      link.download = file.display_name;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      toast.success(UPLOAD_MESSAGES.downloadStarted);
    } catch {
      toastError(UPLOAD_MESSAGES.downloadFailed);
    } finally {
      setBusy(null);
    }
  }

  async function open(file: PrescriptionFile) {
    const tab = window.open('', '_blank');
    setBusy(file.name);
    try {
      const { url } = await fetchRecordFileUrl(recordId, file.name, 'inline');
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch {
      tab?.close();
      toastError(UPLOAD_MESSAGES.openFailed);
    } finally {
      setBusy(null);
    }
  }

  return { download, open, busy };
}
