import { useTranslation } from '@/lib/i18n/namespaces/caregivers';
import {
  CARE_CATEGORIES,
  CARE_CATEGORY_LABELS,
  CARE_MONTHS,
  CAREGIVER_MESSAGES,
  type CareCategory,
  type CareRole,
} from '@sehat/shared';
import { SendIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { currentLanguage } from '@/lib/i18n/i18n';
import { messageGroup } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { useInviteCaregiver } from '../api/caregivers-api';

const M = messageGroup('caregivers', CAREGIVER_MESSAGES);

/**
 * The invitation form of /caregivers (docs/decisions/051-caregivers.md): e-mail, role, categories
 * (Everything, or some of them) and months. A refusal (one's own e-mail, someone who already has access, a
 * bad field) shows the server's message; on success the form clears and the list shows the open invitation.
 */
export function InviteForm() {
  const { t } = useTranslation('caregivers');
  const invite = useInviteCaregiver();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CareRole>('viewer');
  const [everything, setEverything] = useState(true);
  const [chosen, setChosen] = useState<CareCategory[]>([]);
  const [months, setMonths] = useState<number>(3);
  const language = currentLanguage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await invite.mutateAsync({
      email: email.trim().toLowerCase(),
      role,
      categories: everything ? 'everything' : chosen,
      months: months as (typeof CARE_MONTHS)[number],
    });
    toast.success(M.invited);
    setEmail('');
  };
  const toggle = (category: CareCategory, on: boolean) =>
    setChosen((list) => (on ? [...list, category] : list.filter((c) => c !== category)));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('page.inviteTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(event) => void submit(event).catch(() => undefined)}>
          <div className="grid gap-2">
            <Label htmlFor="caregiver-email">{t('page.email')}</Label>
            <Input
              id="caregiver-email"
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="caregiver-role">{t('page.role')}</Label>
              <NativeSelect
                id="caregiver-role"
                value={role}
                onChange={(event) => setRole(event.target.value as CareRole)}
              >
                <option value="viewer">{t('page.roleViewer')}</option>
                <option value="editor">{t('page.roleEditor')}</option>
                <option value="emergency">{t('page.roleEmergency')}</option>
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="caregiver-months">{t('page.months')}</Label>
              <NativeSelect
                id="caregiver-months"
                value={months}
                onChange={(event) => setMonths(Number(event.target.value))}
              >
                {CARE_MONTHS.map((m) => (
                  <option key={m} value={m}>
                    {t('page.monthsOption', { count: m })}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <fieldset className="grid gap-2" disabled={role === 'emergency'}>
            <legend className="mb-2 text-sm font-medium">{t('page.categories')}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={everything}
                onChange={(event) => setEverything(event.target.checked)}
              />
              {t('page.everything')}
            </label>
            {!everything &&
              CARE_CATEGORIES.map((category) => (
                <label key={category} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={chosen.includes(category)}
                    onChange={(event) => toggle(category, event.target.checked)}
                  />
                  {CARE_CATEGORY_LABELS[category][language]}
                </label>
              ))}
          </fieldset>
          <div>
            <Button type="submit" disabled={invite.isPending}>
              <SendIcon aria-hidden="true" />
              {invite.isPending ? t('page.inviting') : t('page.invite')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
