import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { useComposedRefs } from 'radix-ui/internal';
import { cn } from '@/lib/utils';

/**
 * The app's text box. `autoFocus` focuses it when it mounts, as React does: Preact only writes the
 * attribute, and a browser honours that once per page load, so a form shown a second time (the
 * forgot-password step, the two-factor code) would open unfocused (decision 033).
 */
export function Input({ className, type, autoFocus, ref, ...props }: React.ComponentProps<'input'>) {
  const own = useRef<HTMLInputElement>(null);
  const refs = useComposedRefs(own, ref);
  useEffect(() => {
    if (autoFocus) own.current?.focus();
    // On mount only, like React's autoFocus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <input
      ref={refs}
      type={type}
      data-slot="input"
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        className,
      )}
      {...props}
    />
  );
}
