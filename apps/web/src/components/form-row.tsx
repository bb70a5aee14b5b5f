import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

type FormRowProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  /** Extra classes of the row (e.g. a grid column span). */
  className?: string;
  children: ReactNode;
};

/**
 * A labelled form control with its hint and inline error. The control must
 * carry `id`, and `aria-describedby={describedBy(id, error, hint)}`; a
 * required one also `aria-required` (the visible * is outside the label text).
 */
export function FormRow({ id, label, required = false, error, hint, className, children }: FormRowProps) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <div className="flex items-center gap-1">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span aria-hidden="true" className="text-sm leading-none text-destructive">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The ids a control's aria-describedby should list for its hint and error. */
export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
