import type { EmergencyCard } from '@sehat/shared';
import { IdCardIcon, ShieldCheckIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { useTranslation } from '@/lib/i18n/namespaces/emergency-card';
import { useSaveCardChoice } from '../api/save-card-choices';

/** The two switches; each one's label and hint are `choices.<label>` and `choices.<label>Hint`. */
const SWITCHES = [
  { key: 'card_shows_policy', shows: 'shows_policy', label: 'policy', icon: ShieldCheckIcon },
  { key: 'card_shows_schemes', shows: 'shows_schemes', label: 'schemes', icon: IdCardIcon },
] as const;

/**
 * What the emergency card and share links add (docs/decisions/056-government-schemes.md): the active
 * policy and the scheme card numbers, each on its own switch, off until the patient turns it on; saved at
 * once. Shown to the patient's own account only (a caregiver cannot change it).
 */
export function CardChoices({ card }: { card: EmergencyCard }) {
  const { t } = useTranslation('emergency-card');
  const save = useSaveCardChoice();
  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle>
          <h2>{t('choices.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {SWITCHES.map(({ key, shows, label, icon: Icon }) => {
          const pending = save.isPending && save.variables && key in save.variables;
          const checked = pending ? (save.variables as Record<string, boolean>)[key]! : card[shows];
          return (
            <div key={key} className="flex items-start justify-between gap-4">
              <div className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <div className="grid gap-1">
                  <label htmlFor={key} className="text-sm font-medium">
                    {t(`choices.${label}`)}
                  </label>
                  <p id={`${key}-hint`} className="text-sm text-muted-foreground">
                    {t(`choices.${label}Hint`)}
                  </p>
                </div>
              </div>
              <Switch
                id={key}
                aria-describedby={`${key}-hint`}
                checked={checked}
                disabled={save.isPending}
                onCheckedChange={(next) =>
                  void save
                    .mutateAsync({ [key]: next } as { card_shows_policy: boolean })
                    .catch(() => undefined)
                }
              />
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}
