import type { SharedFile } from '@sehat/shared';
import { DownloadIcon, FileTextIcon } from 'lucide-react';

/**
 * Files of a shared page: each a plain link through its share-tied download URL (valid 5
 * minutes; `onExpired` fetches fresh ones when a link is older). Opens in a new tab without a
 * referrer.
 */
export function SharedFileList({
  files,
  label,
  onExpired,
}: {
  files: SharedFile[];
  label: string;
  onExpired: () => void;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={label}>
      {files.map((file) => (
        <li key={file.name}>
          <a
            href={file.url}
            target="_blank"
            rel="noreferrer noopener"
            onClick={(event) => {
              if (new Date(file.expires_at).getTime() > Date.now()) return;
              event.preventDefault();
              onExpired();
            }}
            className="flex items-center justify-between gap-2 rounded-md border bg-muted/30 px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex min-w-0 items-center gap-2">
              <FileTextIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="truncate font-medium">{file.display_name}</span>
            </span>
            <DownloadIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </a>
        </li>
      ))}
    </ul>
  );
}
