import { useTranslation } from '@/lib/i18n/namespaces/family';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDownIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useTranslation as useCaregiversTranslation } from '@/lib/i18n/namespaces/caregivers';
import { useSession } from '@/lib/session';
import { careLanding, careRoleLabel, useHeldGrants } from '@/lib/caregiving';
import { useFamily } from '@/lib/queries/get-family';
import { switchPatient } from '../api/switch-patient';
import { relationshipLabel } from '@/lib/family-labels';

/**
 * The header's "Viewing: Kamala Devi · Mother" (or "Viewing: You"): whose records every screen shows, from
 * the shell (docs/decisions/049-patients-apart-from-accounts.md). Its menu (Radix, keyboard-accessible)
 * lists the account's own patient, its family members and the patients it cares for with a grant ("Kamala
 * Devi · Viewer", docs/decisions/051-caregivers.md); choosing one switches every screen to them
 * (`switchPatient`) and opens the dashboard (a patient cared for: the first screen within the grant). The family list loads when the menu first opens.
 */
export function PatientSwitcher() {
  const { t } = useTranslation('family');
  const { data: session } = useSession();
  const [opened, setOpened] = useState(false);
  const family = useFamily(opened);
  const held = useHeldGrants(opened);
  const { t: tc } = useCaregiversTranslation('caregivers');
  const client = useQueryClient();
  const navigate = useNavigate();
  if (!session) return null;
  const { patient } = session;
  const label =
    patient.role === 'self'
      ? t('switcher.viewingSelf')
      : patient.role === 'manager'
        ? t('switcher.viewingMember', {
            name: patient.name,
            relationship: relationshipLabel(patient.relationship),
          })
        : tc('switcher.viewingCared', { name: patient.name, role: careRoleLabel(patient.role) });
  const caredFor = held.data?.items ?? [];

  const choose = async (id: string) => {
    const own = family.data?.items.find((p) => p.is_self)?.id;
    const grant = caredFor.find((g) => g.patient_id === id);
    await switchPatient(client, id === own ? null : id);
    void navigate(grant ? careLanding(grant.role, grant.categories) : '/dashboard');
  };

  return (
    <DropdownMenu onOpenChange={(open) => open && setOpened(true)}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="max-w-[14rem] min-w-0 sm:max-w-xs"
          data-testid="patient-switcher"
        >
          <UsersIcon aria-hidden="true" />
          <span className="truncate">{label}</span>
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>{t('switcher.menuLabel')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={patient.id} onValueChange={(id) => void choose(id)}>
          {(family.data?.items ?? []).map((p) => (
            <DropdownMenuRadioItem key={p.id} value={p.id}>
              <span className="truncate">
                {p.is_self
                  ? t('switcher.you', { name: p.name })
                  : `${p.name} · ${relationshipLabel(p.relationship)}`}
              </span>
            </DropdownMenuRadioItem>
          ))}
          {caredFor.length > 0 && (
            <DropdownMenuLabel className="text-xs text-muted-foreground">
              {tc('switcher.caresFor')}
            </DropdownMenuLabel>
          )}
          {caredFor.map((grant) => (
            <DropdownMenuRadioItem key={grant.id} value={grant.patient_id}>
              <span className="truncate">{`${grant.patient_name} · ${careRoleLabel(grant.role)}`}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/family')}>
          {t('switcher.manageFamily')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
