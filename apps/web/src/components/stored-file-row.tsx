import type { PrescriptionFile } from '@sehat/shared';
import {
  DownloadIcon,
  ExternalLinkIcon,
  FileIcon,
  FileImageIcon,
  FileTextIcon,
  QrCodeIcon,
  Trash2Icon,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/namespaces/components';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { useFileActions } from '@/hooks/use-file-actions';

/** Icon of a stored file by its real (sniffed) type. */
function FileTypeIcon({ ext }: { ext: PrescriptionFile['ext'] }) {
  const Icon = ext === 'pdf' ? FileTextIcon : ext === 'jpg' || ext === 'png' ? FileImageIcon : FileIcon;
  return <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />;
}

type StoredFileRowProps = {
  file: PrescriptionFile;
  actions: ReturnType<typeof useFileActions>;
  /** Shown under the name, e.g. the record it belongs to. */
  caption?: string;
  onRemove?: (() => void) | undefined;
  removing?: boolean;
  /** Where 'Share' goes (a share link of this file alone); no Share button when absent. */
  shareTo?: string | undefined;
};

/** One stored prescription file with Download, Open and (optionally) Share and Remove. */
export function StoredFileRow({
  file,
  actions,
  caption,
  onRemove,
  removing = false,
  shareTo,
}: StoredFileRowProps) {
  const { t } = useTranslation('components');
  const busy = actions.busy === file.name;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/30 px-3 py-2">
      <span className="flex min-w-0 items-center gap-2">
        <FileTypeIcon ext={file.ext} />
        <span className="min-w-0">
          <span className="block truncate text-sm font-medium">{file.display_name}</span>
          {caption && <span className="block truncate text-xs text-muted-foreground">{caption}</span>}
        </span>
        {busy && <Spinner className="size-4" label={`Preparing ${file.display_name}`} />}
      </span>
      <span className="flex shrink-0 gap-1">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={t('fileRow.downloadNamed', { name: file.display_name })}
          onClick={() => void actions.download(file)}
        >
          <DownloadIcon aria-hidden="true" />
          <span className="hidden sm:inline">{t('fileRow.download')}</span>
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={t('fileRow.openNamed', { name: file.display_name })}
          onClick={() => void actions.open(file)}
        >
          <ExternalLinkIcon aria-hidden="true" />
          <span className="hidden sm:inline">{t('fileRow.open')}</span>
        </Button>
        {shareTo && (
          <Button asChild variant="ghost" size="sm">
            <Link to={shareTo} aria-label={t('fileRow.shareNamed', { name: file.display_name })}>
              <QrCodeIcon aria-hidden="true" />
              <span className="hidden sm:inline">{t('fileRow.share')}</span>
            </Link>
          </Button>
        )}
        {onRemove && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            disabled={removing}
            aria-label={t('fileRow.removeNamed', { name: file.display_name })}
            onClick={onRemove}
          >
            <Trash2Icon aria-hidden="true" />
            <span className="hidden sm:inline">{removing ? t('fileRow.removing') : t('fileRow.remove')}</span>
          </Button>
        )}
      </span>
    </li>
  );
}
