import { Slot } from 'radix-ui';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** What a field tells its control: its id and how assistive technology finds its hint and error. */
interface FieldWiring {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
}

const FieldContext = createContext<FieldWiring | null>(null);

type FormFieldProps = {
  /** The control's id; the label points at it, the hint and error ids derive from it. */
  id: string;
  label: string;
  /** Shows the red * after the label (the control says `aria-required` itself where its role allows). */
  required?: boolean;
  /** The inline validation message; also marks the control invalid. */
  error?: string | undefined;
  /** Marks the control invalid without an inline message (the landing forms toast theirs). */
  invalid?: boolean;
  hint?: string | undefined;
  /** Extra classes of the field (e.g. a grid column span). */
  className?: string;
  children: ReactNode;
};

/**
 * A labelled form field, the one wrapper every form uses: label (with * when required), the
 * control, its hint and its inline error (`role="alert"`). Wrap the control in
 * {@link FormControl} so it gets the id, `aria-invalid` and `aria-describedby`.
 */
export function FormField({
  id,
  label,
  required = false,
  error,
  invalid = false,
  hint,
  className,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
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
      <FieldContext.Provider value={{ id, invalid: invalid || Boolean(error), describedBy }}>
        {children}
      </FieldContext.Provider>
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

/**
 * Passes the enclosing {@link FormField}'s wiring to its one child (an input, textarea, select
 * trigger or button): `id`, `aria-invalid` while invalid, `aria-describedby` for hint and error.
 * Props given here (or a `register()` spread on the child) go to the control too.
 */
export function FormControl(props: ComponentProps<typeof Slot.Root>) {
  const field = useContext(FieldContext);
  if (!field) throw new Error('FormControl must be inside a FormField');
  return (
    <Slot.Root
      id={field.id}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.describedBy}
      {...props}
    />
  );
}

type InputFieldProps = Omit<ComponentProps<typeof Input>, 'id'> &
  Pick<FormFieldProps, 'id' | 'label' | 'required' | 'error' | 'invalid' | 'hint'> & {
    /** Extra classes of the field (the input takes `className`). */
    fieldClassName?: string;
  };

/** A {@link FormField} holding one Input; other props (and a `register()` spread) go to the input. */
export function InputField({
  id,
  label,
  required,
  error,
  invalid,
  hint,
  fieldClassName,
  ...input
}: InputFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      error={error}
      invalid={invalid}
      hint={hint}
      className={fieldClassName}
    >
      <FormControl>
        <Input {...input} />
      </FormControl>
    </FormField>
  );
}
