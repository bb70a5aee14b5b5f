import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * A form label: a native `<label>` (its `select-none` keeps a double-click from selecting the
 * text, which is all radix's Label adds; the native element keeps the landing route lighter).
 */
export function Label({ className, htmlFor, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      htmlFor={htmlFor}
      className={cn(
        'flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
