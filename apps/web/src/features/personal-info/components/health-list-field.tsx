import { HEALTH_LIST_LIMITS, PERSONAL_INFO_MESSAGES, healthListKey } from '@sehat/shared';
import { ChipListField } from '@/components/chip-list-field';
import { messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('personalInfo', PERSONAL_INFO_MESSAGES);

/** `list` with `draft` added, or the refusal of a repeat (ignoring case). */
function addHealthEntry(list: string[], draft: string): string[] | { problem: string } {
  const entry = draft.trim();
  if (list.some((item) => healthListKey(item) === healthListKey(entry)))
    return { problem: M.listItemDuplicate.key };
  return [...list, entry];
}

/**
 * A list of short health entries (allergies, chronic conditions), added one at
 * a time by Add or Enter and removed by each chip's ×; saved with the form.
 * At most 20 entries of 60 characters; a repeat (ignoring case) is refused.
 */
export function HealthListField({
  id,
  label,
  listLabel,
  placeholder,
  value,
  onChange,
  disabled,
  error,
}: {
  id: string;
  label: string;
  /** The list's accessible name ('Your allergies'). */
  listLabel: string;
  placeholder: string;
  value: string[];
  onChange: (next: string[]) => void;
  disabled: boolean;
  error?: string | undefined;
}) {
  return (
    <ChipListField
      id={id}
      label={label}
      listLabel={listLabel}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      maxItems={HEALTH_LIST_LIMITS.items}
      maxLength={HEALTH_LIST_LIMITS.length}
      add={addHealthEntry}
      disabled={disabled}
      error={error}
    />
  );
}
