import { useTranslation } from '@/lib/i18n/namespaces/profile';
import { TWO_FACTOR_MESSAGES, type TwoFactorCodeForm, type TwoFactorEnableForm } from '@sehat/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CodeField } from '@/components/form-field';
import { QrCode } from '@/components/qr-code';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useStartTwoFactor, type TwoFactorSetup } from '../api/start-two-factor';
import { BackupCodes } from './backup-codes';
import { CurrentPasswordField } from './password-input';
import { messageGroup } from '@/lib/i18n/messages';

const twoFactorMessages = messageGroup('twoFactor', TWO_FACTOR_MESSAGES);

const passwordResolver = lazyResolver(() => import('../validation').then((m) => m.twoFactorEnableResolver));
const codeResolver = lazyResolver(() => import('../validation').then((m) => m.twoFactorCodeResolver));

/** The secret of an otpauth:// URI, in groups of 4 for typing into an app by hand. */
function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

function PasswordStep({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const { t } = useTranslation('profile');
  const start = useStartTwoFactor();
  const form = useForm<TwoFactorEnableForm>({
    resolver: passwordResolver,
    defaultValues: { password: '' },
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      onStarted(await start.mutateAsync(password));
    } catch {
      return; // toasted by the error policy
    }
  });
  return (
    <form
      {...preloadOnFirstUse(passwordResolver.preload)}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
    >
      <CurrentPasswordField
        id="two-factor-password"
        disabled={start.isPending}
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={start.isPending} aria-busy={start.isPending}>
        {start.isPending ? t('twoFactorEnrolDialog.checking') : t('twoFactorEnrolDialog.continue')}
      </Button>
    </form>
  );
}

function ScanStep({ setup, onConfirmed }: { setup: TwoFactorSetup; onConfirmed: () => void }) {
  const { t } = useTranslation('profile');
  const confirm = useConfirmTwoFactor();
  const form = useForm<TwoFactorCodeForm, unknown, { code: string }>({
    resolver: codeResolver,
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code);
    } catch {
      form.setFocus('code');
      return; // toasted by the error policy
    }
    toast.success(twoFactorMessages.enabled);
    onConfirmed();
  });
  return (
    <form {...preloadOnFirstUse(codeResolver.preload)} onSubmit={onSubmit} noValidate className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>{t('twoFactorEnrolDialog.scanThisQrCodeWith')}</li>
        <li>{t('twoFactorEnrolDialog.enterThe6DigitCode')}</li>
      </ol>
      <div className="flex justify-center">
        <QrCode
          text={setup.totpURI}
          size={200}
          alt={t('twoFactorEnrolDialog.qrCodeToAddSehat')}
          fallback={t('twoFactorEnrolDialog.qrFallback')}
        />
      </div>
      <div className="grid gap-1">
        <p className="text-sm font-medium" id="two-factor-secret-label">
          {t('twoFactorEnrolDialog.canTScanTypeThis')}
        </p>
        <code
          aria-labelledby="two-factor-secret-label"
          className="rounded-md border bg-muted/40 p-2 font-mono text-sm"
        >
          {secretOf(setup.totpURI)}
        </code>
      </div>
      <CodeField
        id="two-factor-code"
        label={t('twoFactorEnrolDialog.n6DigitCode')}
        required
        disabled={confirm.isPending}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" disabled={confirm.isPending} aria-busy={confirm.isPending}>
        {confirm.isPending ? t('twoFactorEnrolDialog.verifying') : t('twoFactorEnrolDialog.verifyAndTurnOn')}
      </Button>
    </form>
  );
}

/**
 * Turning two-factor sign-in on (docs/decisions/027-two-factor-sign-in.md): the password, then a QR code of the otpauth URI (and
 * the key as text) and a code from the app to prove it works, then the 10 backup codes, shown this once.
 */
export function TwoFactorEnrolDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('profile');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const step = confirmed && setup ? 'codes' : setup ? 'scan' : 'password';

  function change(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setSetup(null);
      setConfirmed(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {step === 'codes' ? t('twoFactorEnrolDialog.titleCodes') : t('twoFactorEnrolDialog.titleTurnOn')}
          </DialogTitle>
          <DialogDescription>
            {step === 'password' && t('twoFactorEnrolDialog.descriptionPassword')}
            {step === 'scan' && t('twoFactorEnrolDialog.descriptionScan')}
            {step === 'codes' && t('twoFactorEnrolDialog.descriptionCodes')}
          </DialogDescription>
        </DialogHeader>
        {step === 'password' && <PasswordStep onStarted={setSetup} />}
        {step === 'scan' && setup && <ScanStep setup={setup} onConfirmed={() => setConfirmed(true)} />}
        {step === 'codes' && setup && (
          <div className="grid gap-4">
            <BackupCodes codes={setup.backupCodes} />
            <Button type="button" onClick={() => change(false)}>
              {t('twoFactorEnrolDialog.done')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
