import { useTranslation } from '@/lib/i18n/namespaces/profile';
import { ACCOUNT_MESSAGES, type EraseAccountRequest } from '@sehat/shared';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CodeField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useEraseAccount } from '../api/erase-account';
import { CurrentPasswordField } from './password-input';
import { messageGroup } from '@/lib/i18n/messages';

const accountMessages = messageGroup('account', ACCOUNT_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.eraseAccountResolver));

/**
 * "Erase my account" on the profile (docs/decisions/024-erasure-export-activity-log.md; DPDP Act 2023 s.12): a
 * dialog says what goes and asks for the password again; on success the patient is signed out to / and a
 * confirmation e-mail is sent. A wrong password erases nothing and says so. With two-factor sign-in on
 * (`twoFactorOn`) a current code from the authenticator app is asked too.
 */
export function EraseAccountCard({ twoFactorOn }: { twoFactorOn: boolean }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const erase = useEraseAccount();
  const form = useForm<EraseAccountRequest>({
    resolver,
    defaultValues: twoFactorOn ? { password: '', code: '' } : { password: '' },
  });
  const busy = erase.isPending;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await erase.mutateAsync(body);
    } catch {
      return; // toasted by the error policy
    }
    toast.success(accountMessages.erased);
  });

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>
          <h2>{t('eraseAccountCard.eraseMyAccount')}</h2>
        </CardTitle>
        <CardDescription>{t('eraseAccountCard.deleteYourAccountEveryRecord')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            if (busy) return;
            setOpen(next);
            if (!next) form.reset();
          }}
        >
          <Button variant="destructive" onClick={() => setOpen(true)}>
            <Trash2Icon aria-hidden="true" />
            {t('eraseAccountCard.eraseMyAccount2')}
          </Button>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t('eraseAccountCard.title')}</DialogTitle>
              <DialogDescription>{t('eraseAccountCard.everythingSehatHoldsAboutYou')}</DialogDescription>
            </DialogHeader>
            <form
              {...preloadOnFirstUse(resolver.preload)}
              onSubmit={onSubmit}
              noValidate
              className="grid gap-4"
            >
              <CurrentPasswordField
                id="erase-password"
                disabled={busy}
                error={form.formState.errors.password?.message}
                {...form.register('password')}
              />
              {twoFactorOn && (
                <CodeField
                  id="erase-code"
                  label={t('eraseAccountCard.n6DigitCodeFromYour')}
                  required
                  disabled={busy}
                  error={form.formState.errors.code?.message}
                  {...form.register('code')}
                />
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
                  {t('eraseAccountCard.cancel')}
                </Button>
                <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy}>
                  {busy ? t('eraseAccountCard.erasing') : t('eraseAccountCard.eraseEverything')}
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
