import { useTranslation } from '@/lib/i18n/namespaces/profile';
import { PROFILE_MESSAGES, type Profile, type UpdateProfileRequest } from '@sehat/shared';
import { BellRingIcon, CalendarClockIcon, PillIcon, ShieldCheckIcon, SyringeIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { useUpdateProfile } from '../api/update-profile';
import { TimeZoneField } from './time-zone-field';
import { messageGroup } from '@/lib/i18n/messages';

const profileMessages = messageGroup('profile', PROFILE_MESSAGES);

type ReminderSwitch =
  | 'appointment_reminders'
  | 'follow_up_reminders'
  | 'policy_reminders'
  | 'medicine_reminders'
  | 'vaccination_reminders';

/** The switches; each one's label and hint are `remindersCard.<key>.*`. */
const SWITCHES: { key: ReminderSwitch; icon: typeof BellRingIcon }[] = [
  { key: 'appointment_reminders', icon: CalendarClockIcon },
  { key: 'follow_up_reminders', icon: BellRingIcon },
  { key: 'policy_reminders', icon: ShieldCheckIcon },
  { key: 'medicine_reminders', icon: PillIcon },
  { key: 'vaccination_reminders', icon: SyringeIcon },
];

/**
 * E-mail reminders (docs/decisions/028-jobs-and-reminders.md): one switch per kind, saved at once
 * through PATCH /api/profile like the two-factor preference, and the time zone whose 08:00 they keep.
 */
export function RemindersCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const updateProfile = useUpdateProfile();

  /** Saves one setting at once; the switches and the time zone share this one request and busy state. */
  async function save(body: UpdateProfileRequest) {
    try {
      await updateProfile.mutateAsync(body);
    } catch {
      return; // toasted by the error policy
    }
    toast.success(profileMessages.profileUpdated);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('remindersCard.eMailReminders')}</h2>
        </CardTitle>
        <CardDescription>{t('remindersCard.chooseWhichRemindersSehatE')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {SWITCHES.map(({ key, icon: Icon }) => (
          <div key={key} className="flex items-start justify-between gap-4">
            <div className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="grid gap-1">
                <label htmlFor={key} className="text-sm font-medium">
                  {t(`remindersCard.${key}.label`)}
                </label>
                <p id={`${key}-hint`} className="text-sm text-muted-foreground">
                  {t(`remindersCard.${key}.hint`)}
                </p>
              </div>
            </div>
            <Switch
              id={key}
              aria-describedby={`${key}-hint`}
              checked={
                updateProfile.isPending ? (updateProfile.variables?.[key] ?? profile[key]) : profile[key]
              }
              disabled={updateProfile.isPending}
              onCheckedChange={(checked) => void save({ [key]: checked })}
            />
          </div>
        ))}
        <TimeZoneField
          value={
            updateProfile.isPending
              ? (updateProfile.variables?.time_zone ?? profile.time_zone)
              : profile.time_zone
          }
          disabled={updateProfile.isPending}
          onChange={(time_zone) => void save({ time_zone })}
        />
      </CardContent>
    </Card>
  );
}
