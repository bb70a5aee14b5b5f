import Bowser from 'bowser';
import { ACTIVITY_KIND_LABELS, type ActivityEntry } from '@sehat/shared';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const WHEN = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "Chrome on Android" from a user-agent string (bowser), or "Unknown" without one. */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown';
}

/**
 * The activity entries: what happened, when (IST), from which address and browser. On a phone each row
 * stacks into a card (no sideways scrolling).
 */
export function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  return (
    <Table className="max-md:[&_thead]:sr-only max-md:[&_tr]:grid max-md:[&_tr]:gap-1 max-md:[&_tr]:py-3 max-md:[&_td]:py-0">
      <TableHeader>
        <TableRow>
          <TableHead>Activity</TableHead>
          <TableHead>When</TableHead>
          <TableHead>Address</TableHead>
          <TableHead>Browser</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="font-medium">{ACTIVITY_KIND_LABELS[entry.kind]}</TableCell>
            <TableCell>
              <time dateTime={entry.at}>{WHEN.format(new Date(entry.at))}</time>
            </TableCell>
            <TableCell className="break-all text-muted-foreground">{entry.ip ?? '—'}</TableCell>
            <TableCell className="text-muted-foreground">{browserName(entry.user_agent)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
