import { PROFILE_MESSAGES, type Profile } from '@sehat/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/edit-profile';
import { timeZoneOptions } from '../time-zones';

/**
 * The patient's time zone (decision 032): when the reminders go out (08:00 there) and which date is
 * "today" everywhere in Sehat. Saved at once through PATCH /api/profile, like the reminder switches.
 */
export function TimeZoneField({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const updateProfile = useUpdateProfile();
  const options = useMemo(() => timeZoneOptions(profile.time_zone), [profile.time_zone]);
  const value = updateProfile.isPending
    ? (updateProfile.variables?.time_zone ?? profile.time_zone)
    : profile.time_zone;

  async function change(time_zone: string) {
    try {
      await updateProfile.mutateAsync({ time_zone });
    } catch {
      return; // toasted by the error policy
    }
    toast.success(PROFILE_MESSAGES.profileUpdated);
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex gap-3">
        <GlobeIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <label id="time_zone-label" htmlFor="time_zone" className="text-sm font-medium">
            {t('remindersCard.time_zone.label')}
          </label>
          <p id="time_zone-hint" className="text-sm text-muted-foreground">
            {t('remindersCard.time_zone.hint')}
          </p>
        </div>
      </div>
      <Select value={value} onValueChange={(zone) => void change(zone)} disabled={updateProfile.isPending}>
        <SelectTrigger
          id="time_zone"
          aria-labelledby="time_zone-label"
          aria-describedby="time_zone-hint"
          className="w-full shrink-0 sm:w-64"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-80">
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              <span lang="en">{option.value.replaceAll('_', ' ')}</span>{' '}
              <span className="text-muted-foreground">({option.offset})</span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
