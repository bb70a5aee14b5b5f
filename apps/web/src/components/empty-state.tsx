import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** A centred icon, heading, optional text and action for an empty list (docs/product.md#screens-and-routes empty states). */
export function EmptyState({
  icon: Icon,
  title,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** Extra classes (e.g. other spacing) of the block. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** Three skeleton rows while a list loads, labelled for assistive technology. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-3 p-6" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-10 w-full" />
      ))}
    </div>
  );
}
