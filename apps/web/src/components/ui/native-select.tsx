import type * as React from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';

/**
 * The app's plain drop-down: a styled `<select>` for short fixed lists (a reading's kind, a relationship, a
 * caregiver's role), where the browser's own picker suits a phone best; every prop (ref included) goes to
 * it. As every control (docs/decisions/045-react-renders-sehat.md), disabled until React has the page.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  const hydrated = useHydrated();
  return (
    <select
      data-slot="native-select"
      className={cn(
        'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
      disabled={props.disabled || !hydrated || undefined}
    />
  );
}
