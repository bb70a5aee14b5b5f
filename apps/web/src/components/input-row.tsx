import type { ComponentProps } from 'react';
import { FormRow, describedBy } from '@/components/form-row';
import { Input } from '@/components/ui/input';

type InputRowProps = Omit<ComponentProps<typeof Input>, 'id'> & {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  /** Extra classes of the row (e.g. a grid column span). */
  rowClassName?: string;
};

/**
 * A FormRow holding one Input, wired as FormRow asks: the input carries the
 * row's id, `aria-invalid` while there is an error and `aria-describedby`
 * for the hint and error. Other props (and a `register()` spread) go to the input.
 */
export function InputRow({ id, label, required, error, hint, rowClassName, ...input }: InputRowProps) {
  return (
    <FormRow id={id} label={label} required={required} error={error} hint={hint} className={rowClassName}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FormRow>
  );
}
