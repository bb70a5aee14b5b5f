import { formatFileSize } from '@sehat/shared';
import { FileIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

type LocalFileListProps = { files: File[]; onRemove: (index: number) => void; disabled?: boolean };

/** Files picked on the add form, not yet sent: name, size and a remove button each. */
export function LocalFileList({ files, onRemove, disabled = false }: LocalFileListProps) {
  if (files.length === 0) return null;
  return (
    <ul className="grid grid-cols-1 gap-2" aria-label="Selected prescription files">
      {files.map((file, index) => (
        <li
          key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
          className="flex items-center justify-between gap-2 rounded-md border bg-muted/30 px-3 py-2 text-sm"
        >
          <span className="flex min-w-0 items-center gap-2">
            <FileIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate font-medium">{file.name}</span>
            <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
          </span>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => onRemove(index)}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
