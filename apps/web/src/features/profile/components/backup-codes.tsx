import { useTranslation } from '@/lib/i18n/namespaces/profile';
import { CopyIcon, DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** The backup codes as a text file: one code a line, with what they are for (`header`: two lines). */
function backupCodesText(header: readonly string[], codes: string[]): string {
  return [...header, '', ...codes, ''].join('\n');
}

/**
 * The 10 backup codes, shown once at the end of enrolment (docs/decisions/027-two-factor-sign-in.md), with Copy and Download
 * (`sehat-backup-codes.txt`). Nothing is stored in the browser.
 */
export function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('profile');
  const header = [t('backupCodes.fileTitle'), t('backupCodes.fileHint')];
  async function copy() {
    try {
      await navigator.clipboard.writeText(backupCodesText(header, codes));
      toast.success(t('backupCodes.copied'));
    } catch {
      toast.error(t('backupCodes.copyFailed'));
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([backupCodesText(header, codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'sehat-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="grid gap-3">
      <ul
        aria-label={t('backupCodes.backupCodes')}
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md border bg-muted/40 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" />
          {t('backupCodes.copyCodes')}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <DownloadIcon aria-hidden="true" />
          {t('backupCodes.downloadCodes')}
        </Button>
      </div>
    </div>
  );
}
