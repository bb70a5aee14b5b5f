import { Loader2Icon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning indicator announced as `label` (default 'Loading'). */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2Icon aria-hidden="true" className={cn('size-5 animate-spin text-primary', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the viewport, for whole-page loading (route guard, lazy routes). */
export function PageSpinner() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
