import { useTranslation } from 'react-i18next';
import { HEALTH_LIST_LIMITS, PERSONAL_INFO_MESSAGES as M, healthListKey } from '@sehat/shared';
import { PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { FormControl, FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * A list of short health entries (allergies, chronic conditions), added one at
 * a time by Add or Enter and removed by each chip's ×; saved with the form.
 * At most 20 entries of 60 characters; a repeat (ignoring case) is refused.
 */
export function HealthListField({
  id,
  label,
  placeholder,
  value,
  onChange,
  disabled,
  error,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string[];
  onChange: (next: string[]) => void;
  disabled: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation('personal-info');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= HEALTH_LIST_LIMITS.items;

  const add = () => {
    const entry = draft.trim();
    if (!entry) return;
    if (value.some((item) => healthListKey(item) === healthListKey(entry))) {
      setProblem(M.listItemDuplicate);
      return;
    }
    onChange([...value, entry]);
    setDraft('');
    setProblem(null);
  };

  return (
    <div className="grid content-start gap-2">
      <FormField
        id={id}
        label={label}
        hint={`Press Enter or Add after each one (up to ${HEALTH_LIST_LIMITS.items}).`}
        error={problem ?? error}
      >
        <div className="flex gap-2">
          <FormControl>
            <Input
              placeholder={full ? `At most ${HEALTH_LIST_LIMITS.items}` : placeholder}
              value={draft}
              maxLength={HEALTH_LIST_LIMITS.length}
              disabled={disabled || full}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
          </FormControl>
          <Button
            type="button"
            variant="secondary"
            onClick={add}
            disabled={disabled || full}
            aria-label={`Add to ${label}`}
          >
            <PlusIcon aria-hidden="true" />
            {t('healthListField.add')}
          </Button>
        </div>
      </FormField>
      {value.length > 0 && (
        <ul aria-label={`Your ${label.toLowerCase()}`} className="flex flex-wrap gap-1.5">
          {value.map((entry) => (
            <li key={entry}>
              <Badge
                variant="secondary"
                className="max-w-full gap-1 py-1 pr-1 whitespace-normal wrap-anywhere"
              >
                {entry}
                <button
                  type="button"
                  className="rounded-sm p-0.5 outline-none hover:bg-background/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  aria-label={`Remove ${entry}`}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((item) => item !== entry))}
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
