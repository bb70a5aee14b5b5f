import { headerDisplayName } from '@sehat/shared';
import { useTranslation } from '@/lib/i18n/namespaces/shell';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { useHeaderProfile } from '../api/get-header-profile';
import { initials } from './initials';
import { useLogLoadFailure } from '@/hooks/use-log-load-failure';

/**
 * Header profile strip (docs/product.md#screens-and-routes): avatar (initials when no picture), display
 * name (→ e-mail before '@' → 'User') and 'ID: ' + patient id ('Not assigned').
 * `fallbackEmail` (the session's) names the patient if the profile fails to load.
 */
export function ProfileStrip({ fallbackEmail }: { fallbackEmail: string }) {
  const { t } = useTranslation('shell');
  const { data: profile, isPending, error } = useHeaderProfile();

  useLogLoadFailure(error, 'the header profile');

  if (isPending) {
    return (
      <div className="flex items-center gap-3" aria-hidden="true">
        <Skeleton className="size-9 rounded-full" />
        <div className="grid gap-1.5">
          <Skeleton className="h-3.5 w-24" />
          <Skeleton className="h-3 w-16" />
        </div>
      </div>
    );
  }

  const name = headerDisplayName(profile ?? { display_name: null, email: fallbackEmail });
  const patientId = profile?.patient_id?.trim() || t('profileStrip.notAssigned');
  return (
    <div className="flex min-w-0 items-center gap-3" data-testid="profile-strip">
      <Avatar className="size-9 border">
        {profile?.profile_picture_url && (
          <AvatarImage src={profile.profile_picture_url} alt={t('profileStrip.pictureAlt', { name })} />
        )}
        <AvatarFallback aria-hidden="true">{initials(name)}</AvatarFallback>
      </Avatar>
      <div className="grid min-w-0 leading-tight">
        <span className="truncate text-sm font-semibold">{name}</span>
        <span className="truncate text-xs text-muted-foreground">
          {t('profileStrip.id', { id: patientId })}
        </span>
      </div>
    </div>
  );
}
