import { DOCUMENT_READING_MESSAGES, type DocumentRead } from '@sehat/shared';
import { FileSearchIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { messageGroup, messageText, type ShownMessage } from '@/lib/i18n/messages';
import { useRead, useStartRead, type ReadPath } from '@/lib/queries/document-reads';

const M = messageGroup('documentReading', DOCUMENT_READING_MESSAGES);

type ReadFromFileProps = {
  /** Which kind of read: a lab report's or a prescription's route. */
  path: ReadPath;
  /** What shows while the file is read ('Reading your report…'). */
  readingMessage: ShownMessage;
  /** Called once with the finished read and the file the patient chose. */
  onRead: (read: DocumentRead, file: File) => void;
  /** Called once with a failed read and its file, when the form keeps the file anyway. */
  onFailed?: (read: DocumentRead, file: File) => void;
};

/**
 * "Read from a file" on Add Lab Report and Add Medical History (docs/decisions/050-reading-documents.md):
 * pick a PDF, JPG or PNG, see the reading's progress, then the form opens pre-filled; a failure says why,
 * and the form stays empty to type into (with the file attached when `onFailed` keeps it).
 */
export function ReadFromFile({ path, readingMessage, onRead, onFailed }: ReadFromFileProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [readId, setReadId] = useState<string | null>(null);
  const start = useStartRead(path);
  const read = useRead(path, readId);
  const status = read.data?.status;

  useEffect(() => {
    if (file && read.data?.status === 'done') onRead(read.data, file);
    if (file && read.data?.status === 'failed') onFailed?.(read.data, file);
  }, [file, read.data, onRead, onFailed]);

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
        aria-busy={busy}
        onClick={() => input.current?.click()}
      >
        <FileSearchIcon aria-hidden="true" />
        {messageText(M.readFromFile)}
      </Button>
      {busy && (
        <p role="status" className="text-sm text-muted-foreground">
          {messageText(readingMessage)} {read.data ? `${read.data.progress}%` : ''}
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

/** The file a form was pre-filled from, shown beside it: a photo as an image, a PDF as a link to open. */
export function ReadOriginal({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-semibold">{messageText(M.original)}</figcaption>
      {file.type.startsWith('image/') ? (
        <img src={url} alt={file.name} className="max-h-[80vh] w-full rounded-md border object-contain" />
      ) : (
        <a href={url} target="_blank" rel="noreferrer" className="text-sm underline break-all">
          {file.name}
        </a>
      )}
    </figure>
  );
}
