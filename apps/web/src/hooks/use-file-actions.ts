import {
  UPLOAD_MESSAGES,
  type FileUrlQuery,
  type PrescriptionFile,
  type SignedLink,
  GENERAL_MESSAGES,
} from '@sehat/shared';
import { useState } from 'react';
import { fetchRecordFileUrl } from '@/lib/queries/record-files';
import { toast } from '@/lib/toast';
import { messageGroup } from '@/lib/i18n/messages';

const uploadMessages = messageGroup('upload', UPLOAD_MESSAGES);
const generalMessages = messageGroup('general', GENERAL_MESSAGES);

/** Asks the API for a signed link to one file of a record (`id`): a record's, or a lab report's. */
type FileUrlFetcher = (
  id: string,
  fileName: string,
  disposition: FileUrlQuery['disposition'],
) => Promise<SignedLink>;

/**
 * Download and open-in-a-tab of a record's prescription files (or a lab report's files, with
 * `fetchUrl` of that resource) through signed links
 * (docs/product.md#screens-and-routes, docs/product.md#data-calls: valid 3600 s; docs/product.md#messages toasts). `busy` names the file being
 * fetched (docs/product.md#states-and-transitions: download tracked per file). The tab is opened at the
 * click, before the link arrives, so browsers do not block it.
 */
export function useFileActions(recordId: string, fetchUrl: FileUrlFetcher = fetchRecordFileUrl) {
  const [busy, setBusy] = useState<string | null>(null);

  async function download(file: PrescriptionFile) {
    setBusy(file.name);
    try {
      const { url } = await fetchUrl(recordId, file.name, 'attachment');
      const link = document.createElement('a');
      link.href = url;
      link.download = file.display_name;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      toast.success(uploadMessages.downloadStarted);
    } catch {
      toast.error(uploadMessages.downloadFailedTitle, { description: uploadMessages.downloadFailed });
    } finally {
      setBusy(null);
    }
  }

  async function open(file: PrescriptionFile) {
    const tab = window.open('', '_blank');
    setBusy(file.name);
    try {
      const { url } = await fetchUrl(recordId, file.name, 'inline');
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch {
      tab?.close();
      toast.error(generalMessages.errorTitle, { description: uploadMessages.openFailed });
    } finally {
      setBusy(null);
    }
  }

  return { download, open, busy };
}
