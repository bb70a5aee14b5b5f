import { useTranslation } from '@/lib/i18n/namespaces/profile';
import type { Profile } from '@sehat/shared';
import { KeyRoundIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { ChangePasswordPanel } from './change-password-panel';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorEnrolDialog } from './two-factor-enrol-dialog';

/**
 * Security settings (docs/product.md#edit-profile): the two-factor switch shows
 * whether two-factor sign-in is really on (`mfa_enabled`, decision 027);
 * switching it on starts the enrolment dialog, off asks for the password and
 * a code. Then the change-password panel, opened and closed by its button.
 */
export function SecurityCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'enrol' | 'disable' | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('securityCard.securitySettings')}</h2>
        </CardTitle>
        <CardDescription>{t('securityCard.manageYourPasswordAndSign')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-start justify-between gap-4">
          <div className="flex gap-3">
            <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="grid gap-1">
              <label htmlFor="mfa-enabled" className="text-sm font-medium">
                {t('securityCard.twoFactorAuthentication')}
              </label>
              <p id="mfa-enabled-hint" className="text-sm text-muted-foreground">
                {profile.mfa_enabled ? t('securityCard.onSignInsAskFor') : t('securityCard.offTurnOnToAsk')}
              </p>
            </div>
          </div>
          <Switch
            id="mfa-enabled"
            aria-describedby="mfa-enabled-hint"
            checked={profile.mfa_enabled}
            onCheckedChange={(checked) => setDialog(checked ? 'enrol' : 'disable')}
          />
          <TwoFactorEnrolDialog
            open={dialog === 'enrol'}
            onOpenChange={(next) => setDialog(next ? 'enrol' : null)}
          />
          <TwoFactorDisableDialog
            open={dialog === 'disable'}
            onOpenChange={(next) => setDialog(next ? 'disable' : null)}
          />
        </div>

        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex gap-3">
              <KeyRoundIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="grid gap-1">
                <p className="text-sm font-medium">{t('securityCard.password')}</p>
                <p className="text-sm text-muted-foreground">{t('securityCard.changeThePasswordYouSign')}</p>
              </div>
            </div>
            <Button type="button" variant="outline" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
              {open ? t('securityCard.close') : t('securityCard.changePassword')}
            </Button>
          </div>
          {open && <ChangePasswordPanel onClose={() => setOpen(false)} />}
        </div>
      </CardContent>
    </Card>
  );
}
