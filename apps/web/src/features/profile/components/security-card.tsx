import { PROFILE_MESSAGES, type Profile } from '@sehat/shared';
import { KeyRoundIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { useUpdateProfile } from '../api/edit-profile';
import { ChangePasswordPanel } from './change-password-panel';

/**
 * Security settings (spec §2 "Edit profile"): the two-factor preference
 * (mfa_enabled, saved at once) and the change-password panel, opened and
 * closed by its button.
 */
export function SecurityCard({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const updateProfile = useUpdateProfile();

  async function toggleMfa(checked: boolean) {
    try {
      await updateProfile.mutateAsync({ mfa_enabled: checked });
    } catch {
      return; // toasted by the error policy
    }
    toast.success(PROFILE_MESSAGES.profileUpdated);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Security Settings</h2>
        </CardTitle>
        <CardDescription>Manage your password and sign-in preferences.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex items-start justify-between gap-4">
          <div className="flex gap-3">
            <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="grid gap-1">
              <label htmlFor="mfa-enabled" className="text-sm font-medium">
                Two-Factor Authentication
              </label>
              <p id="mfa-enabled-hint" className="text-sm text-muted-foreground">
                Save your preference for an extra verification step at sign-in.
              </p>
            </div>
          </div>
          <Switch
            id="mfa-enabled"
            aria-describedby="mfa-enabled-hint"
            checked={
              updateProfile.isPending
                ? (updateProfile.variables?.mfa_enabled ?? profile.mfa_enabled)
                : profile.mfa_enabled
            }
            disabled={updateProfile.isPending}
            onCheckedChange={(checked) => void toggleMfa(checked)}
          />
        </div>

        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex gap-3">
              <KeyRoundIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="grid gap-1">
                <p className="text-sm font-medium">Password</p>
                <p className="text-sm text-muted-foreground">Change the password you sign in with.</p>
              </div>
            </div>
            <Button type="button" variant="outline" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
              {open ? 'Close' : 'Change Password'}
            </Button>
          </div>
          {open && <ChangePasswordPanel onClose={() => setOpen(false)} />}
        </div>
      </CardContent>
    </Card>
  );
}
