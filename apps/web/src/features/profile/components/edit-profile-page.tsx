import { useTranslation } from '@/lib/i18n/namespaces/profile';
import { PROFILE_MESSAGES } from '@sehat/shared';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useProfile } from '../api/get-profile';
import { AbhaCard } from './abha-card';
import { BasicInfoCard } from './basic-info-card';
import { ProfilePictureCard } from './profile-picture-card';
import { RemindersCard } from './reminders-card';
import { SecurityCard } from './security-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EraseAccountCard } from './erase-account-card';
import { YourDataCard } from './your-data-card';
import { messageGroup, messageText } from '@/lib/i18n/messages';
import { preloadable } from '@/lib/lazy-component';

const profileMessages = messageGroup('profile', PROFILE_MESSAGES);

/** "Import records" loads with its own chunk, not with the profile screen (docs/decisions/058-importing-fhir.md). */
const ImportRecordsCard = preloadable(async () => (await import('./import-records-card')).ImportRecordsCard);

/**
 * /edit-profile (docs/product.md#edit-profile, docs/product.md#profile-messages): a spinner while
 * loading; 'Profile not found.' with Go Back when there is none (a failed
 * load also toasts 'Failed to load profile data.', by its query's error
 * policy); then the picture, basic
 * information, ABHA, security, your-data, import-records and erase-account cards.
 */
export function EditProfilePage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('editProfilePage.editProfile'));
  const profile = useProfile();

  if (profile.isPending)
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8" label={t('editProfilePage.loadingProfile')} />
      </div>
    );

  if (!profile.data)
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
        <p className="text-lg font-medium">{messageText(profileMessages.notFound)}</p>
        <Button asChild>
          <Link to="/dashboard">{t('editProfilePage.goBack')}</Link>
        </Button>
      </div>
    );

  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('editProfilePage.editProfile')}</h1>
        <p className="text-sm text-muted-foreground">{t('editProfilePage.updateYourPhotoContactDetails')}</p>
      </div>
      <ProfilePictureCard profile={profile.data} />
      <BasicInfoCard profile={profile.data} />
      <AbhaCard profile={profile.data} />
      <SecurityCard profile={profile.data} />
      <RemindersCard profile={profile.data} />
      <YourDataCard />
      <Suspense fallback={null}>
        <ImportRecordsCard />
      </Suspense>
      <EraseAccountCard key={String(profile.data.mfa_enabled)} twoFactorOn={profile.data.mfa_enabled} />
    </div>
  );
}
