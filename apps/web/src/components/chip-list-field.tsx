import { PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/namespaces/components';
import { FormControl, FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface ChipListFieldProps {
  id: string;
  /** The field's label, also the accessible names' subject ('Add to Allergies'). */
  label: string;
  /** The list's accessible name ('Your allergies', 'Added specialties'). */
  listLabel: string;
  placeholder: string;
  value: string[];
  onChange: (next: string[]) => void;
  /** At most this many entries; the input is disabled once full. */
  maxItems: number;
  /** At most this many characters per entry. */
  maxLength: number;
  /**
   * The list with `draft` added (trimmed, no repeat), or a problem to show under the field. Each list has
   * its own rule: a repeated allergy is refused, a repeated specialty is dropped silently.
   */
  add: (list: string[], draft: string) => string[] | { problem: string };
  disabled: boolean;
  error?: string | undefined;
}

/**
 * A list of short entries (allergies, chronic conditions, a clinic's specialties) typed one at a time,
 * added by the Add button or Enter and removed by each chip's ×; saved with its form. The hint, the
 * full-list placeholder and the buttons' names are in the UI's language.
 */
export function ChipListField({
  id,
  label,
  listLabel,
  placeholder,
  value,
  onChange,
  maxItems,
  maxLength,
  add,
  disabled,
  error,
}: ChipListFieldProps) {
  const { t } = useTranslation('components');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= maxItems;

  const addDraft = () => {
    if (!draft.trim()) return;
    const next = add(value, draft);
    if ('problem' in next) return setProblem(next.problem);
    onChange(next);
    setDraft('');
    setProblem(null);
  };

  return (
    <div className="grid content-start gap-2">
      <FormField
        id={id}
        label={label}
        hint={t('chipListField.hint', { max: maxItems })}
        error={problem ?? error}
      >
        <div className="flex gap-2">
          <FormControl>
            <Input
              placeholder={full ? t('chipListField.full', { max: maxItems }) : placeholder}
              value={draft}
              maxLength={maxLength}
              disabled={disabled || full}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addDraft();
                }
              }}
            />
          </FormControl>
          <Button
            type="button"
            variant="secondary"
            onClick={addDraft}
            disabled={disabled || full}
            aria-label={t('chipListField.addTo', { label })}
          >
            <PlusIcon aria-hidden="true" />
            {t('chipListField.add')}
          </Button>
        </div>
      </FormField>
      {value.length > 0 && (
        <ul aria-label={listLabel} className="flex flex-wrap gap-1.5">
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
                  aria-label={t('chipListField.remove', { entry })}
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
