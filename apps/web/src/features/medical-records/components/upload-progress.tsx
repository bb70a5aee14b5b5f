import { useTranslation } from '@/lib/i18n/namespaces/medical-records';
import { UPLOAD_MESSAGES } from '@sehat/shared';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const uploadMessages = messageGroup('upload', UPLOAD_MESSAGES);

/** 'Uploading...' with a progress bar (docs/product.md#states-and-transitions upload state); `fraction` 0–1. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation('medical-records');
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="grid gap-1.5" role="status">
      <div className="flex items-center justify-between text-sm">
        <span>{messageText(uploadMessages.uploading)}</span>
        <span className="tabular-nums text-muted-foreground">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('uploadProgress.uploadProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
