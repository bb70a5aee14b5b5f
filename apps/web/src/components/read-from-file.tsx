import { DOCUMENT_READING_MESSAGES, type DocumentRead } from '@sehat/shared';
import { FileSearchIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { messageGroup, messageText } from '@/lib/i18n/messages';
import { useRead, useStartRead } from '../api/read-lab-report';

const M = messageGroup('documentReading', DOCUMENT_READING_MESSAGES);

type ReadFromFileProps = {
  /** Called once with the finished read and the file the patient chose. */
  onRead: (read: DocumentRead, file: File) => void;
};

/**
 * "Read from a file" on Add Lab Report (docs/decisions/050-reading-documents.md): pick a PDF, JPG or PNG,
 * see the reading's progress, then the form opens pre-filled; a failure says why, and the form stays
 * empty to type into.
 */
export function ReadFromFile({ onRead }: ReadFromFileProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [readId, setReadId] = useState<string | null>(null);
  const start = useStartRead();
  const read = useRead(readId);
  const status = read.data?.status;

  useEffect(() => {
    if (file && read.data?.status === 'done') onRead(read.data, file);
  }, [file, read.data, onRead]);

  const busy = start.isPending || (readId !== null && status !== 'done' && status !== 'failed');
  return (
    <div className="grid gap-2">
      <input
        ref={input}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (!picked) return;
          setFile(picked);
          setReadId(null);
          start.mutate(picked, { onSuccess: (created) => setReadId(created.read_id) });
        }}
      />
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        <FileSearchIcon aria-hidden="true" />
        {messageText(M.readFromFile)}
      </Button>
      {busy && (
        <p role="status" className="text-sm text-muted-foreground">
          {messageText(M.reading)} {read.data ? `${read.data.progress}%` : ''}
        </p>
      )}
      {status === 'failed' && read.data?.message && (
        <p role="alert" className="text-sm text-destructive">
          {messageText({ key: read.data.message.key, values: read.data.message.values })}
        </p>
      )}
      {read.isError && (
        <p role="alert" className="text-sm text-destructive">
          {messageText(M.failed)}
        </p>
      )}
    </div>
  );
}
