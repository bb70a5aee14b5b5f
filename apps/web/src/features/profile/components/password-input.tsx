import { useTranslation } from '@/lib/i18n/namespaces/profile';
import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { FormControl, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** A password input with a show/hide toggle button (docs/product.md#screens-and-routes: "each password field has a visibility toggle"). */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<typeof Input>, 'type'>) {
  const { t } = useTranslation('profile');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={visible ? t('passwordInput.hide') : t('passwordInput.show')}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? (
          <EyeOffIcon aria-hidden="true" className="size-4" />
        ) : (
          <EyeIcon aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}

/**
 * A labelled {@link PasswordInput} for confirming an action with the account's password (two-factor on
 * and off, erasing the account). Other props (and a `register()` spread) go to the input.
 */
export function CurrentPasswordField({
  id,
  error,
  ...input
}: Omit<ComponentProps<typeof Input>, 'type' | 'id'> & { id: string; error?: string | undefined }) {
  const { t } = useTranslation('profile');
  return (
    <FormField id={id} label={t('passwordInput.yourPassword')} required error={error}>
      <FormControl>
        <PasswordInput autoComplete="current-password" {...input} />
      </FormControl>
    </FormField>
  );
}
