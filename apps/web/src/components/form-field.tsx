import { Slot } from 'radix-ui';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { fieldErrorText } from '@/lib/i18n/messages';

// Installs the shared table, so a field's error (a shared schema's key) reads in the UI's language.

/** What a field gives its control: the id, `aria-invalid` and `aria-describedby` (hint, error). */
type FieldWiring = Pick<ComponentProps<'input'>, 'id' | 'aria-invalid' | 'aria-describedby'>;

const FieldContext = createContext<FieldWiring>({});

type FormFieldProps = {
  /** The control's id; the label points at it, the hint and error ids derive from it. */
  id: string;
  label: string;
  /** Shows the red * after the label (the control says `aria-required` itself where its role allows). */
  required?: boolean;
  /** The inline validation message (a key of the shared table, or text); also marks the control invalid. */
  error?: string | undefined;
  /** The values the error's template is filled with (a lab result's test name). */
  errorValues?: Record<string, string | number> | undefined;
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
  required,
  error,
  errorValues,
  invalid,
  hint,
  className,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : '';
  const errorId = error ? `${id}-error` : '';
  const wiring: FieldWiring = {
    id,
    'aria-invalid': invalid || Boolean(error) || undefined,
    'aria-describedby': `${hintId} ${errorId}`.trim() || undefined,
  };
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
      <FieldContext value={wiring}>{children}</FieldContext>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {fieldErrorText(error, errorValues)}
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
  return <Slot.Root {...useContext(FieldContext)} {...props} />;
}

type InputFieldProps = Omit<ComponentProps<typeof Input>, 'id'> &
  Pick<FormFieldProps, 'id' | 'label' | 'required' | 'error' | 'errorValues' | 'invalid' | 'hint'> & {
    /** Extra classes of the field (the input takes `className`). */
    fieldClassName?: string;
  };

/** A {@link FormField} holding one Input; other props (and a `register()` spread) go to the input. */
export function InputField({
  id,
  label,
  required,
  error,
  errorValues,
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
      errorValues={errorValues}
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

/**
 * An {@link InputField} for a 6-digit one-time code (two-factor sign-in): the phone's number pad and the
 * browser's one-time-code autofill. Other props (and a `register()` spread) go to the input.
 */
export function CodeField(props: Omit<InputFieldProps, 'autoComplete' | 'inputMode' | 'type'>) {
  return <InputField autoComplete="one-time-code" inputMode="numeric" {...props} />;
}
