import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A centred icon, heading, optional text and action for an empty list (spec §2 empty states). */
export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** Skeleton rows while a list loads. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-3 p-6" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-10 w-full animate-pulse rounded-md bg-muted" />
      ))}
    </div>
  );
}
