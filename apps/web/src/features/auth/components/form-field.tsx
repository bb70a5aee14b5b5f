import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type FormFieldProps = React.ComponentProps<typeof Input> & { id: string; label: string; invalid?: boolean };

/** A labelled input of the auth forms; `invalid` marks it for assistive tech after a failed submit. */
export function FormField({ id, label, invalid = false, ...inputProps }: FormFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={invalid || undefined} {...inputProps} />
    </div>
  );
}
