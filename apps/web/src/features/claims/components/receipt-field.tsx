import { useTranslation } from '@/lib/i18n/namespaces/claims';
import { RECEIPT_ACCEPT, receiptProblem, CLAIM_MESSAGES } from '@sehat/shared';
import { FileIcon, XIcon } from 'lucide-react';
import { useRef } from 'react';
import { FormControl, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { messageGroup } from '@/lib/i18n/messages';

const claimsMessages = messageGroup('claims', CLAIM_MESSAGES);

type ReceiptFieldProps = { file: File | null; onChange: (file: File | null) => void; disabled?: boolean };

/**
 * 'Receipt/Bill Upload' (docs/product.md#claim-form): .pdf .jpg .jpeg .png under
 * 10MB; otherwise 'File size must be less than 10MB' (or the type message)
 * and the field is cleared. The server checks the content again.
 */
export function ReceiptField({ file, onChange, disabled = false }: ReceiptFieldProps) {
  const { t } = useTranslation('claims');
  const input = useRef<HTMLInputElement>(null);

  function clear() {
    if (input.current) input.current.value = '';
    onChange(null);
  }

  function pick(chosen: File | undefined) {
    if (!chosen) return clear();
    const problem = receiptProblem(chosen);
    if (problem) {
      toast.error(claimsMessages[problem === 'claims.fileTooLarge' ? 'fileTooLarge' : 'invalidReceiptType']);
      return clear();
    }
    onChange(chosen);
  }

  return (
    <FormField
      id="claim-receipt"
      label={t('receiptField.receiptBillUpload')}
      hint={t('receiptField.pdfJpgJpegOrPng')}
    >
      <FormControl>
        <Input
          ref={input}
          type="file"
          accept={RECEIPT_ACCEPT}
          disabled={disabled}
          className="cursor-pointer file:mr-3 file:cursor-pointer file:rounded file:border-0 file:bg-secondary file:px-2 file:text-sm file:font-medium"
          onChange={(event) => pick(event.target.files?.[0])}
        />
      </FormControl>
      {file && (
        <div className="flex items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <span className="flex min-w-0 items-center gap-2">
            <FileIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate">{file.name}</span>
          </span>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={t('receiptField.removeReceipt')}
            onClick={clear}
            disabled={disabled}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      )}
    </FormField>
  );
}
