import { useTranslation } from '@/lib/i18n/namespaces/activity';
import Bowser from 'bowser';
import type { ActivityEntry } from '@sehat/shared';
import type { TFunction } from 'i18next';
import { dateTime } from '@/lib/i18n/dates';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** "Chrome on Android" (or "Android पर Chrome") from a user-agent string (bowser), or "Unknown" without one. */
export function browserName(userAgent: string | null, t: TFunction<'activity'>): string {
  if (!userAgent) return t('activityTable.unknown');
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (browser && system) return t('activityTable.browserOn', { browser, system });
  return browser ?? system ?? t('activityTable.unknown');
}

/**
 * The activity entries: what happened (and, when a caregiver acted, who: "Ravi (caregiver): Lab report
 * added", docs/decisions/051-caregivers.md), when (IST), from which address and browser. On a phone each row
 * stacks into a card (no sideways scrolling). The rows are CSS grids there, which makes Chromium drop the
 * table's semantics, so every part states its role: screen readers still hear a table with rows and cells.
 */
export function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  const { t } = useTranslation('activity');
  return (
    <Table
      role="table"
      className="max-md:[&_thead]:sr-only max-md:[&_tr]:grid max-md:[&_tr]:gap-1 max-md:[&_tr]:py-3 max-md:[&_td]:py-0"
    >
      <TableHeader role="rowgroup">
        <TableRow role="row">
          <TableHead role="columnheader">{t('activityTable.activity')}</TableHead>
          <TableHead role="columnheader">{t('activityTable.when')}</TableHead>
          <TableHead role="columnheader">{t('activityTable.address')}</TableHead>
          <TableHead role="columnheader">{t('activityTable.browser')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody role="rowgroup">
        {entries.map((entry) => (
          <TableRow key={entry.id} role="row">
            <TableCell role="cell" className="font-medium">
              {entry.actor_name
                ? `${t('activityTable.byCaregiver', { name: entry.actor_name })}: ${t(`kinds.${entry.kind}`)}`
                : t(`kinds.${entry.kind}`)}
            </TableCell>
            <TableCell role="cell">
              <time dateTime={entry.at}>{dateTime(entry.at)}</time>
            </TableCell>
            <TableCell role="cell" className="break-all text-muted-foreground">
              {entry.ip ?? '—'}
            </TableCell>
            <TableCell role="cell" className="text-muted-foreground">
              {browserName(entry.user_agent, t)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
