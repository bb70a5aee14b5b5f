import { useTranslation } from '@/lib/i18n/namespaces/profile';
import {
  PROFILE_MESSAGES,
  type Profile,
  type UpdateProfileForm,
  type UpdateProfileRequest,
} from '@sehat/shared';
import { useForm } from 'react-hook-form';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { lazyResolver, preloadOnFirstUse } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const profileMessages = messageGroup('profile', PROFILE_MESSAGES);

const resolver = lazyResolver(() => import('../validation').then((m) => m.basicInfoResolver));

/**
 * Basic information (docs/product.md#screens-and-routes, docs/product.md#data-calls): e-mail read-only with its hint; display
 * name and mobile number saved by PATCH /api/profile ('Saving...').
 */
export function BasicInfoCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const updateProfile = useUpdateProfile();
  const form = useForm<UpdateProfileForm, unknown, UpdateProfileRequest>({
    resolver,
    defaultValues: { display_name: profile.display_name ?? '', mobile_number: profile.mobile_number ?? '' },
  });
  const errors = form.formState.errors;
  const busy = updateProfile.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    let saved: Profile;
    try {
      saved = await updateProfile.mutateAsync(values);
    } catch {
      return; // toasted by the error policy
    }
    form.reset({ display_name: saved.display_name ?? '', mobile_number: saved.mobile_number ?? '' });
    toast.success(profileMessages.profileUpdated);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('basicInfoCard.basicInformation')}</h2>
        </CardTitle>
        <CardDescription>{t('basicInfoCard.howYourNameAndContact')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          {...preloadOnFirstUse(resolver.preload)}
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
        >
          <div className="sm:col-span-2">
            <InputField
              id="profile-email"
              label={t('basicInfoCard.email')}
              hint={messageText(profileMessages.emailHint)}
              type="email"
              value={profile.email}
              readOnly
              disabled
            />
          </div>
          <InputField
            id="display-name"
            label={t('basicInfoCard.displayName')}
            error={errors.display_name?.message}
            autoComplete="nickname"
            maxLength={120}
            disabled={busy}
            {...form.register('display_name')}
          />
          <InputField
            id="mobile-number"
            label={t('basicInfoCard.mobileNumber')}
            error={errors.mobile_number?.message}
            type="tel"
            autoComplete="tel"
            placeholder={t('basicInfoCard.eG919876543210')}
            maxLength={20}
            disabled={busy}
            {...form.register('mobile_number')}
          />
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t('basicInfoCard.saving') : t('basicInfoCard.saveChanges')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
