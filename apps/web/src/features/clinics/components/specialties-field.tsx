import { useTranslation } from 'react-i18next';
import { CLINIC_LIMITS, addSpecialty } from '@sehat/shared';
import { PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { FormControl, FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * Specialties, added one at a time by the Add button or Enter (spec §5):
 * trimmed, no empties, no duplicates, each removable.
 */
export function SpecialtiesField({
  value,
  onChange,
  disabled,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('clinics');
  const [draft, setDraft] = useState('');
  const full = value.length >= CLINIC_LIMITS.specialties;

  const add = () => {
    onChange(addSpecialty(value, draft));
    setDraft('');
  };

  return (
    <div className="grid gap-2">
      <FormField
        id="clinic-specialty"
        label={t('specialtiesField.specialties')}
        hint={t('specialtiesField.pressEnterOrAddAfter')}
      >
        <div className="flex gap-2">
          <FormControl>
            <Input
              placeholder={full ? `At most ${CLINIC_LIMITS.specialties} specialties` : 'e.g. Cardiology'}
              value={draft}
              maxLength={CLINIC_LIMITS.specialty}
              disabled={disabled || full}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
          </FormControl>
          <Button type="button" variant="secondary" onClick={add} disabled={disabled || full}>
            <PlusIcon aria-hidden="true" />
            {t('specialtiesField.add')}
          </Button>
        </div>
      </FormField>
      {value.length > 0 && (
        <ul aria-label={t('specialtiesField.addedSpecialties')} className="flex flex-wrap gap-1.5">
          {value.map((specialty) => (
            <li key={specialty}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1">
                {specialty}
                <button
                  type="button"
                  className="rounded-sm p-0.5 outline-none hover:bg-background/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  aria-label={`Remove ${specialty}`}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((s) => s !== specialty))}
                >
                  <XIcon aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
