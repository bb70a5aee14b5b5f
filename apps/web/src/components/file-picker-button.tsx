import {
  MAX_PRESCRIPTION_FILES,
  pickedFilesProblem,
  PRESCRIPTION_FILE_ACCEPT,
  UPLOAD_MESSAGES,
  FILE_REFUSAL_MESSAGES,
} from '@sehat/shared';
import { UploadIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n/namespaces/components';
import { Button } from '@/components/ui/button';
import { useEarlyPickedFiles } from '@/hooks/use-early-picked-files';
import { toastError } from '@/lib/catalogue-toast';
import { messageGroup } from '@/lib/i18n/messages';

// The English of the toasts `pickedFilesProblem` words (keys of the shared table).
messageGroup('upload', UPLOAD_MESSAGES);
messageGroup('fileRefusals', FILE_REFUSAL_MESSAGES);

type FilePickerButtonProps = {
  /** Files the record already holds (or the form already lists). */
  existing: number;
  onPick: (files: File[]) => void;
  disabled?: boolean;
  label?: string;
};

/**
 * 'Upload Prescription Files': a button opening the file chooser (pdf, jpg,
 * jpeg, png, doc, docx; several at once). Disabled once 5 files are there
 * (docs/product.md#validation-rules); a pick that would pass 5, or holds a wrong type or a file over
 * 10 MB, is refused with the product's toast and nothing is added.
 */
export function FilePickerButton({ existing, onPick, disabled = false, label }: FilePickerButtonProps) {
  const { t } = useTranslation('components');
  const input = useRef<HTMLInputElement>(null);
  const full = existing >= MAX_PRESCRIPTION_FILES;

  function picked(list: FileList | null) {
    const files = list ? Array.from(list) : [];
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    const problem = pickedFilesProblem(existing, files);
    if (problem) return toastError(problem);
    onPick(files);
  }

  useEarlyPickedFiles(input, picked);

  return (
    <div className="grid gap-1.5">
      <input
        ref={input}
        type="file"
        multiple
        accept={PRESCRIPTION_FILE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="prescription-file-input"
        onChange={(event) => picked(event.target.files)}
      />
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        disabled={disabled || full}
        onClick={() => input.current?.click()}
      >
        <UploadIcon aria-hidden="true" />
        {label ?? t('filePickerButton.upload')}
      </Button>
      <p className="text-xs text-muted-foreground">
        {full
          ? t('filePickerButton.full', { max: MAX_PRESCRIPTION_FILES })
          : t('filePickerButton.limits', { max: MAX_PRESCRIPTION_FILES, existing })}
      </p>
    </div>
  );
}
