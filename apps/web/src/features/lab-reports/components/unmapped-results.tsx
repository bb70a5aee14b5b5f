import { DOCUMENT_READING_MESSAGES, type UnmappedResult } from '@sehat/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const M = messageGroup('documentReading', DOCUMENT_READING_MESSAGES);

type UnmappedResultsProps = {
  results: readonly UnmappedResult[];
  disabled: boolean;
  onAdd: (result: UnmappedResult) => void;
};

/** Results read from a file whose test the catalogue does not know: each can be added as a custom row or dropped. */
export function UnmappedResults({ results, disabled, onAdd }: UnmappedResultsProps) {
  const [left, setLeft] = useState(() => results.map((result, index) => ({ result, index })));
  if (left.length === 0) return null;
  const done = (index: number) => setLeft((current) => current.filter((item) => item.index !== index));
  return (
    <section aria-labelledby="lr-unmapped-heading" className="grid gap-2 rounded-lg border border-dashed p-4">
      <h3 id="lr-unmapped-heading" className="text-sm font-semibold">
        {messageText(M.unmappedTitle)}
      </h3>
      <ul className="grid gap-2">
        {left.map(({ result, index }) => (
          <li key={index} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0 break-words">
              {result.printed_name}: {result.value} {result.unit}
            </span>
            <span className="flex gap-2">
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={disabled}
                onClick={() => {
                  onAdd(result);
                  done(index);
                }}
              >
                {messageText(M.addTest)}
              </Button>
              <Button type="button" size="sm" variant="ghost" disabled={disabled} onClick={() => done(index)}>
                {messageText(M.dropTest)}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
