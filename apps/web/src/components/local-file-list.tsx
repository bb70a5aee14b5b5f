import { useTranslation } from '@/lib/i18n/namespaces/components';
import { formatFileSize, UPLOAD_MESSAGES, GENERAL_MESSAGES } from '@sehat/shared';
import { DownloadIcon, ExternalLinkIcon, FileIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { messageGroup } from '@/lib/i18n/messages';

const uploadMessages = messageGroup('upload', UPLOAD_MESSAGES);
const generalMessages = messageGroup('general', GENERAL_MESSAGES);

/** How long an object URL made for Open or Download lives: time enough for the tab or save to start. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Types a tab may show as they are; anything else is handed over as a plain download. */
const VIEWABLE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** An object URL for `file`, revoked after a minute (the tab or download has it by then). */
function temporaryUrl(file: File): string {
  const type = VIEWABLE_TYPES.has(file.type) ? file.type : 'application/octet-stream';
  const url = URL.createObjectURL(new Blob([file], { type }));
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  return url;
}

/** Saves a picked file under its own name, with an `<a download>` (docs/product.md#screens-and-routes, docs/product.md#messages 'Download started'). */
function downloadLocalFile(file: File): void {
  const link = document.createElement('a');
  link.href = temporaryUrl(file);
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  toast.success(uploadMessages.downloadStarted);
}

/** Opens a picked file in a new tab (docs/product.md#screens-and-routes; docs/product.md#messages 'Failed to open file' when the tab is blocked). */
function openLocalFile(file: File): void {
  const tab = window.open(temporaryUrl(file), '_blank');
  if (tab) tab.opener = null;
  else toast.error(generalMessages.errorTitle, { description: uploadMessages.openFailed });
}

type LocalFileListProps = {
  files: File[];
  onRemove: (index: number) => void;
  disabled?: boolean;
  /** The list's accessible name. */
  label?: string;
};

/**
 * Files picked on an add form (medical history, lab report), not yet sent (docs/product.md#screens-and-routes: listed, removed,
 * downloaded and opened): name, size, and Download, Open and Remove each.
 */
export function LocalFileList({ files, onRemove, disabled = false, label }: LocalFileListProps) {
  const { t } = useTranslation('components');
  if (files.length === 0) return null;
  return (
    <ul className="grid grid-cols-1 gap-2" aria-label={label ?? t('localFileList.label')}>
      {files.map((file, index) => (
        <li
          key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/30 px-3 py-2 text-sm"
        >
          <span className="flex min-w-0 items-center gap-2">
            <FileIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate font-medium">{file.name}</span>
            <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
          </span>
          <span className="flex shrink-0 gap-1">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('fileRow.downloadNamed', { name: file.name })}
              onClick={() => downloadLocalFile(file)}
            >
              <DownloadIcon aria-hidden="true" />
              <span className="hidden sm:inline">{t('localFileList.download')}</span>
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('fileRow.openNamed', { name: file.name })}
              onClick={() => openLocalFile(file)}
            >
              <ExternalLinkIcon aria-hidden="true" />
              <span className="hidden sm:inline">{t('localFileList.open')}</span>
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={t('fileRow.removeNamed', { name: file.name })}
              disabled={disabled}
              onClick={() => onRemove(index)}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
