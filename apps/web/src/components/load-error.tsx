import { RotateCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A failed load, never mistaken for an empty list: "Couldn't load …" and a Retry button. */
export function LoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 px-6 py-10 text-center">
      <p className="font-medium">{message}</p>
      <Button type="button" variant="outline" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RotateCwIcon aria-hidden="true" />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
