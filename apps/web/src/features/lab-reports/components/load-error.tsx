import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * What a failed load shows instead of the empty state: "Couldn't load {what}." and Retry (busy
 * while the retry runs). `role="alert"` so it is announced.
 */
export function LoadError({
  what,
  retrying,
  onRetry,
}: {
  what: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <AlertTriangleIcon aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-medium">Couldn&apos;t load {what}.</p>
      <Button type="button" variant="outline" disabled={retrying} onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
